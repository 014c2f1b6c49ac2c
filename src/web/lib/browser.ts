/** Full page loads go through here: one place to see them, and one module for tests to replace. */
export const goTo = (url: string) => window.location.assign(url);

export const reloadPage = () => window.location.reload();
