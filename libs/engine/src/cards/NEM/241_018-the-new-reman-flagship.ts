// The New Reman Flagship (NEM, 241_018): incident — seeds on its owner's table. Their Remans and any Shinzon may report onto Remus (normal card play); once each turn, while they have no headquarters or time location in play, one of them does so for free. Discarded once they play a personnel that is neither Romulan nor Non-Aligned.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
// "Seeds on table" is read from the card text by seeding.ts. Behaviour/table-reports.ts (`toMissionSurface`, `unlessAny`).
const noHeadquarters = [{ kind: 'your-card-in-play', headquarters: true, timeLocation: true }] as const;
const remans = { who: { characteristic: 'Reman' }, toMissionSurface: ['Remus'] } as const;
const shinzon = { who: { names: ['Shinzon'] }, toMissionSurface: ['Remus'] } as const;

export default defineCard('241_018', {
  title: 'The New Reman Flagship',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  // The free report first: a report onto Remus is free while the turn's use is left, else it uses the normal card play.
  tableReports: [
    { ...remans, unlessAny: noHeadquarters },
    { ...shinzon, unlessAny: noHeadquarters },
    { ...remans, cost: 'normal' },
    { ...shinzon, cost: 'normal' },
  ],
  discardWhen: [{ kind: 'you-play', filter: { types: ['Personnel'] }, unless: { affiliations: ['Romulan', 'Non-Aligned'] } }],
  manual: [
    'Scimitar and equipment playing to Remus',
    'once each turn: kill your Reman to download an equipment with "Reman" in its title, or kill two Remans to download Scimitar',
  ],
});
