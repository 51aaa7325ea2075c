/** The characters MarkdownV2 reserves: outside an entity's markup each must be escaped with \. */
const RESERVED = new Set('_*[]()~`>#+-=|{}.!');

/** A message parsed as Telegram reads MarkdownV2: its plain text and its links, or why it cannot be. */
export type ParsedMarkdown = { text: string; links: string[] } | { problem: string };

/**
 * Reads the subset of MarkdownV2 the app sends (bold `*…*`, links `[…](…)`, escapes) as Telegram does,
 * refusing what Telegram refuses: a reserved character not escaped, an entity not closed. The message
 * Telegram keeps is the text without markup, its links as entities.
 */
export function parseMarkdownV2(source: string): ParsedMarkdown {
  let text = '';
  let url = '';
  const links: string[] = [];
  let bold = false;
  let linkText = false;
  let inUrl = false;
  let entityStart = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (char === '\\') {
      const next = source[i + 1];
      if (next === undefined) return { problem: "Can't parse entities: unexpected end of text after '\\'" };
      if (inUrl) url += next;
      else text += next;
      i += 1;
    } else if (inUrl) {
      if (char === ')') {
        links.push(url);
        inUrl = false;
      } else url += char;
    } else if (char === '*') {
      bold = !bold;
      entityStart = i;
    } else if (char === '[' && !linkText) {
      linkText = true;
      entityStart = i;
    } else if (char === ']' && linkText && source[i + 1] === '(') {
      linkText = false;
      inUrl = true;
      url = '';
      i += 1;
    } else if (RESERVED.has(char)) {
      return {
        problem: `Can't parse entities: Character '${char}' is reserved and must be escaped with the preceding '\\'`,
      };
    } else text += char;
  }
  if (bold || linkText || inUrl) {
    return { problem: `Can't parse entities: can't find end of the entity starting at byte offset ${entityStart}` };
  }
  return { text, links };
}
