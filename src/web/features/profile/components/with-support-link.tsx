import { SUPPORT_PATH } from "@domain/support";
import { Link } from "wouter";

const PHRASE = /(fale com o suporte)/i;

/**
 * A notice's text with its 'Fale com o suporte' as a link to the support form (decision 0390):
 * the phrase promised a way to write to the team and now opens it.
 */
export function WithSupportLink({ text }: { text: string }) {
  const [before, phrase, after] = text.split(PHRASE);
  if (!phrase) return <>{text}</>;
  return (
    <>
      {before}
      <Link href={SUPPORT_PATH} className="font-medium text-teal-800 underline">
        {phrase}
      </Link>
      {after}
    </>
  );
}
