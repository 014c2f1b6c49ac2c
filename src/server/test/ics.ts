/**
 * A strict little iCalendar reader (RFC 5545) for tests: CRLF lines of at most 75 octets,
 * unfolded, every BEGIN closed by its END, every content line `NAME[;PARAM=VALUE]*:VALUE`.
 * It throws on anything a calendar app would choke on, and returns the components' properties.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  type: string;
  properties: IcsProperty[];
  components: IcsComponent[];
  /** The first property of this name (undefined if none). */
  get(name: string): IcsProperty | undefined;
}

const LINE = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^;:,]*)(?:,(?:"[^"]*"|[^;:,]*))*)*):(.*)$/i;

function component(type: string): IcsComponent {
  const properties: IcsProperty[] = [];
  return {
    type,
    properties,
    components: [],
    get: (name) => properties.find((p) => p.name === name),
  };
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith("\r\n")) throw new Error("iCalendar must end with CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\n")) throw new Error("bare LF in iCalendar");
    if (Buffer.byteLength(line) > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines = physical
    .join("\r\n")
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const match = LINE.exec(line);
    if (!match) throw new Error(`malformed line: ${line}`);
    const [, rawName, rawParams, value] = match as unknown as [string, string, string, string];
    const name = rawName.toUpperCase();
    if (name === "BEGIN") {
      const next = component(value.toUpperCase());
      if (stack.length) stack.at(-1)!.components.push(next);
      else if (root) throw new Error("two calendars in one file");
      else root = next;
      stack.push(next);
      continue;
    }
    if (name === "END") {
      const open = stack.pop();
      if (open?.type !== value.toUpperCase()) throw new Error(`END:${value} closes ${open?.type}`);
      continue;
    }
    if (!stack.length) throw new Error(`property outside a component: ${line}`);
    const params: Record<string, string> = {};
    for (const param of rawParams.split(";").slice(1)) {
      const at = param.indexOf("=");
      params[param.slice(0, at).toUpperCase()] = param.slice(at + 1);
    }
    stack.at(-1)!.properties.push({ name, params, value });
  }
  if (stack.length || root?.type !== "VCALENDAR") throw new Error("unclosed or missing VCALENDAR");
  return root;
}
