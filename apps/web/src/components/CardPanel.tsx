/** The card being looked at: the selected card, else the one under the pointer or focus. */
import type { ReactNode } from 'react';
import { useStore } from '../app/store';
import type { BoardModel } from './board-model';
import { CardText } from './CardText';
import { preview } from './preview';

export function CardPanel({ model, selectedBp, children }: { model: BoardModel; selectedBp: string | null; children?: ReactNode }) {
  const hovered = useStore(preview, (s) => s.bp);
  const bp = selectedBp ?? hovered;
  const card = bp ? model.cards[bp] : undefined;
  return (
    <section className="card-panel" aria-label="Card" aria-live="polite">
      {card ? <CardText card={card} /> : <p className="muted">Point at or select a card to read it.</p>}
      {children}
    </section>
  );
}
