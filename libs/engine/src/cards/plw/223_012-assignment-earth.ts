// Assignment: Earth (plw, 223_012): incident — seeds or plays on Earth (Espionage Mission, by the rulebook's homeworld list) and lies atop it; its owner's Gary Seven, Isis and Roberta Lincoln show [OS], wherever they are (behaviour/table-icon-grants.ts, read for the owner's cards atop a mission too). They may report to a time location paired with Earth (behaviour/atop-mission-reports.ts); the immunity to Build Interplexing Beacon's and Stop First Contact's timeline disruption at Gary Seven's location is manual.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › MISSIONS › Tip: Homeworlds; ICONS.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_012', {
  title: 'Assignment: Earth',
  scenario: 'behaviour/holotos-objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Earth'] },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  tableIconGrant: { types: ['Personnel'], titles: ['Gary Seven', 'Isis', 'Roberta Lincoln'], icons: ['OS'] },
  // atop-mission-reports.ts (issue 15, helper timeloc): they report to the planet of any time location paired with Earth.
  reportsHere: [{ personnel: { titles: ['Gary Seven', 'Isis', 'Roberta Lincoln'] }, inCorrespondingTime: true }],
  manual: [
    'your facilities, personnel and ships at the same location as your Gary Seven are immune to the timeline disruption effects of Build Interplexing Beacon and Stop First Contact',
  ],
});
