// Anij (agt, 127_027): personnel — twice per game her owner may nullify an interrupt just played that lacks the Referee icon; it goes atop its owner's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_027', {
  title: 'Anij',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [{ filter: { types: ['Interrupt'], notIcon: 'Ref' }, target: 'just-played', times: 2, to: 'top-of-draw-deck' }],
});
