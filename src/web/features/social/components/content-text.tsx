import { type Inline, parseContentText } from "@domain/contents";
import { Fragment } from "react";

/** Inline marks; React escapes every text, links only to https (decision 0404). */
function Inlines({ items }: { items: Inline[] }) {
  return items.map((item, i) => {
    const key = `${i}-${item.type}`;
    if (item.type === "text") return <Fragment key={key}>{item.text}</Fragment>;
    if (item.type === "link") {
      return (
        <a
          key={key}
          href={item.href}
          rel="nofollow ugc noopener"
          target="_blank"
          className="break-all text-teal-800 underline"
        >
          {item.href}
        </a>
      );
    }
    const Tag = item.type === "strong" ? "strong" : "em";
    return (
      <Tag key={key}>
        <Inlines items={item.children} />
      </Tag>
    );
  });
}

/** A parsed text never reorders: its position is each part's key. */
const numbered = <T,>(list: T[]) =>
  list.map((item, at) => ({ item, key: `part-${at}`, first: at === 0 }));

/** A content's text in its small format: paragraphs, lists, bold, italic, https links. */
export function ContentText({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-slate-800">
      {parseContentText(text).map((block, i) => {
        const key = `${i}-${block.type}`;
        if (block.type === "paragraph") {
          return (
            <p key={key}>
              {numbered(block.lines).map(({ item, key, first }) => (
                <Fragment key={key}>
                  {!first && <br />}
                  <Inlines items={item} />
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={key} className={block.ordered ? "list-decimal pl-6" : "list-disc pl-6"}>
            {numbered(block.items).map(({ item, key }) => (
              <li key={key}>
                <Inlines items={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
