/**
 * Issue 15 (helper voyent): whether two personnel are romantic partners (a couple).
 *   1E rulebook › GLOSSARY › romantic partner; Clarifications: Named In Lore. See romance.ts.
 */
import type { Card } from '@captains-log/cards';

const ROMANTIC = /\b(romantically involved|husband|wife|mate|married|wedded|bride|imzadi|beloved|mistress|widow|divorced)\b/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `sentence` names `title` exactly: not part of a longer capitalized name ("Captain Jean-Luc Picard" does not name "Jean-Luc Picard"). */
export function namesExactly(sentence: string, title: string): boolean {
  const found = new RegExp(`(^|[^\\w'-])${escape(title)}(?![\\w-])`, 'g');
  for (let match = found.exec(sentence); match; match = found.exec(sentence)) {
    const start = match.index + match[1]!.length;
    // A capitalized word just before, or a capitalized word just after: part of a longer name.
    if (/[A-Z][\w.'-]*\s+$/.test(sentence.slice(0, start))) continue;
    if (/^\s+[A-Z][a-z]/.test(sentence.slice(start + title.length))) continue;
    return true;
  }
  return false;
}

/** Whether `lore` has a sentence that names `title` and says the two are (or were) romantically involved. */
function loreNamesPartner(lore: string, title: string): boolean {
  return lore.split(/(?<=[.!?])\s+/).some((sentence) => ROMANTIC.test(sentence) && namesExactly(sentence, title));
}

/** 1E rulebook › GLOSSARY › romantic partner: either card's lore names the other as a romantic partner. */
export function romanticPartners(a: Card, b: Card): boolean {
  if (a.type !== 'Personnel' || b.type !== 'Personnel' || a.title === b.title) return false;
  return loreNamesPartner(a.lore ?? '', b.title) || loreNamesPartner(b.lore ?? '', a.title);
}

