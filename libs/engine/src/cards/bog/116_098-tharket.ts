// Tharket (bog, 116_098): personnel — once per game, in his owner's response window to a Rescue Captives just played, his skill nullifies it (the interrupt plays at no location, so "here" limits nothing the engine tracks).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_098', {
  title: 'Tharket',
  scenario: 'behaviour/personnel-d.spec.ts',
  skillNullifies: [{ filter: { titles: ['Rescue Captives'] }, target: 'just-played' }],
});
