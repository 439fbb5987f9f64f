// Dathon (au, 103_107): personnel — where he is present the Tamarian-related dilemmas (Shaka, When the Walls Fell; I'm Not Going to Fight You) are cancelled.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_107', {
  title: 'Dathon',
  scenario: 'behaviour/personnel-b.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Shaka, When the Walls Fell', "I'm Not Going to Fight You"] }],
});
