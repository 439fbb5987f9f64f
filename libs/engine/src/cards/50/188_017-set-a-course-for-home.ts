// Set a Course for Home (50, 188_017): objective — seeds or plays on Earth (the Federation homeworld, Espionage Mission) and lies atop it. Once you have solved two Delta Quadrant missions, your U.S.S. Voyager (unstopped, no RANGE used this turn) may move between an end of any spaceline and Earth, using its full RANGE. Your Away Team made only of [DQ] Federation personnel may attempt Earth with Navigation x2 + OFFICER x2 + CUNNING over 40.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
// EXECUTING ORDERS › FLY A STARSHIP. Behaviour/objective-team-only.ts (`only`, `onlyTeam`), homeward-course.ts, slipstream.ts.
export default defineCard('188_017', {
  title: 'Set a Course for Home',
  scenario: 'behaviour/films.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Earth'] },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [
    { kind: 'attempt-with-team', who: { icons: ['DQ'], affiliation: 'Federation' }, atLeast: 1, where: 'away-team', only: true },
    { kind: 'alternative-requirements', requirements: 'Navigation x2 + OFFICER x2 + CUNNING>40', onlyTeam: { icons: ['DQ'], affiliation: 'Federation' } },
  ],
  abilities: [
    {
      id: 'set-course',
      targets: { kind: 'your-titled-ship-between-ends-and-here', titles: ['U.S.S. Voyager'], solvedIn: { quadrant: 'Delta', count: 2 } },
      effects: [{ kind: 'slipstream-ship' }],
    },
  ],
});
