// Rituals of the Hunt (borg, 124_030): incident — played on an opponent's personnel, its prey; you may take it back into
// your hand at any time. While it lies there: your Hirogen with Anthropology add the prey's printed regular skills; your
// equipment and Hirogen personnel may report aboard your Hirogen ships; your Hirogen present with the prey and with your
// Hirogen Talon may capture the prey (the incident is then discarded).
//   1E rulebook › THE CARDS › INCIDENTS; REPORTING FOR DUTY; CAPTURING; behaviour/prey.ts, table-reports.ts.
import { defineCard } from '../../behaviour/define';

const hirogen = { species: 'Hirogen' } as const;

export default defineCard('124_030', {
  title: 'Rituals of the Hunt',
  scenario: 'behaviour/prey.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'opponents' },
  duration: 'on-target-card',
  // "Know your prey."
  preySkills: { to: { ...hirogen, skill: 'Anthropology' } },
  // "Stalk your prey." — normal reports (not free), the card's own permit (table-reports.ts reads cards lying on a card).
  tableReports: [
    { who: { types: ['Equipment'] }, aboardShipsMatching: { affiliation: 'Hirogen' }, cost: 'normal' },
    { who: { affiliation: 'Hirogen' }, aboardShipsMatching: { affiliation: 'Hirogen' }, cost: 'normal' },
  ],
  abilities: [
    { id: 'return', window: 'any-time', effects: [{ kind: 'self-to-hand' }] },
    // "Capture your prey."
    { id: 'capture', targets: { kind: 'hunter-with-prey', hunter: hirogen, using: ['Hirogen Talon'] }, effects: [{ kind: 'capture-prey' }, { kind: 'discard-self' }] },
  ],
});
