/** The `Type` column: 17 card types (1E rulebook › THE CARDS), Q-icon variants, dual `Interrupt/Event`. */
import { CARD_TYPES, type CardType } from '../model';
import type { IssueSink } from './issues';

const cardTypes = new Set<string>(CARD_TYPES);

export interface CardTypeField {
  readonly type: CardType;
  readonly types: CardType[];
  readonly qIcon: boolean;
}

export function parseCardType(raw: string, report: IssueSink): CardTypeField | undefined {
  const value = raw.trim();
  const qIcon = value.startsWith('Q ');
  const base = qIcon ? value.slice(2) : value;
  const parts = base.split('/').map((part) => part.trim());
  if (parts.every((part) => cardTypes.has(part))) {
    const types = parts as CardType[];
    return { type: types[0]!, types, qIcon };
  }
  report('Type', raw, 'unknown card type');
  return undefined;
}
