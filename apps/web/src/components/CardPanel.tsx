/** The card being looked at: the selected card, else the one under the pointer or focus. */
import type { ReactNode } from 'react';
import { useStore } from '../app/store';
import type { BoardModel } from './board-model';
import { CardText } from './CardText';
import { preview } from './preview';

export function CardPanel({ model, selectedBp, onClose, children }: { model: BoardModel; selectedBp: string | null; onClose?: () => void; children?: ReactNode }) {
  const hovered = useStore(preview, (s) => s.bp);
  const bp = selectedBp ?? hovered;
  const card = bp ? model.cards[bp] : undefined;
  return (
    <section className={`card-panel${selectedBp ? ' has-selection' : ''}`} aria-label="Card" aria-live="polite">
      {selectedBp && onClose ? (
        <button type="button" className="sheet-close" onClick={onClose}>
          Close
        </button>
      ) : null}
      {card ? <CardText card={card} /> : <p className="muted">Point at or select a card to read it.</p>}
      {children}
    </section>
  );
}
