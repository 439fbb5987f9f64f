/**
 * Issue 15 (personnel, downloads of a class of cards): the handlers of vocabulary-class-downloads.ts.
 * Which icons of a card accept a class of cards (`classDownloadOf`), whether a card is of that class
 * (`matchesClassWords`, the words beyond `DownloadFilter`, which behaviour/downloads.ts checks), and
 * the coverage report's view (an icon with a class is carried out).
 *   1E rulebook › SPECIAL DOWNLOAD; 1E rulebook › DOWNLOADING.
 */
import { attributeNumber, type Card } from '@captains-log/cards';
import { titleKey } from './downloads-coverage';
import { behaviourOf } from './registry';
import type { ClassFilter } from './vocabulary-class-downloads';

/** The classes icon number `icon` of the card accepts (any of them), or undefined: the icon names titles. */
export function classDownloadOf(card: Card, icon: number): readonly ClassFilter[] | undefined {
  return behaviourOf(card.id)?.classDownloads?.find((entry) => entry.icon === icon)?.anyOf;
}

/** Whether `phrase` appears in `text` as whole words (case, quotes and punctuation ignored). */
function hasWords(text: string | undefined, phrase: string): boolean {
  if (!text) return false;
  return ` ${titleKey(text)} `.includes(` ${titleKey(phrase)} `);
}

/** The words of `ClassFilter` beyond `DownloadFilter` (`source`: the card whose icon it is). */
export function matchesClassWords(card: Card, filter: ClassFilter, source: Card): boolean {
  if (filter.loreWords !== undefined && !hasWords(card.lore, filter.loreWords)) return false;
  if (filter.titleOrTextWords !== undefined && !hasWords(card.title, filter.titleOrTextWords) && !hasWords(card.text, filter.titleOrTextWords)) return false;
  if (filter.titleOrLoreWords !== undefined && !hasWords(card.title, filter.titleOrLoreWords) && !hasWords(card.lore, filter.titleOrLoreWords)) return false;
  if (filter.integrityAbove !== undefined && !(card.personnel && attributeNumber(card.personnel.integrity) > filter.integrityAbove)) return false;
  if (filter.shipClass !== undefined && titleKey(card.ship?.shipClass ?? '') !== titleKey(filter.shipClass)) return false;
  if (filter.allCharacteristics && !filter.allCharacteristics.every((wanted) => card.characteristics.some((has) => titleKey(has) === titleKey(wanted)))) return false;
  if (filter.skill !== undefined && !(card.personnel && (card.personnel.classification === filter.skill || card.personnel.skillBox.skills.some((skill) => skill.name === filter.skill && skill.level > 0)))) return false;
  if (filter.otherThanSource && titleKey(card.title) === titleKey(source.title)) return false;
  return true;
}
