// General K'Vagh (SaS, 141_027): personnel — once each turn, when his owner reports an Augment personnel at his location, his owner draws a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_027', {
  title: "General K'Vagh",
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReportedHere: { who: { characteristic: 'Augment' }, effects: [{ kind: 'draw', who: 'you', count: 1 }], per: 'turn' },
});
