// Construct Starship (mm, 122_046): objective — on your table. In place of your normal card play you may download one of: an outpost or a headquarters where it may be built and you have an ENGINEER of its affiliation; Spacedock onto an outpost or a docking site; a unique ship to your facility that has a Spacedock on it, while one of your ENGINEERs aboard that facility is the ship's matching commander. Then you discard the objective or draw no more cards this turn (two abilities for each download, one per choice).
import { defineCard } from '../../behaviour/define';
import type { Ability } from '../../behaviour/vocabulary-activations';

// 1E rulebook › THE CARDS › OBJECTIVES; PLAYING A CARD › YOUR NORMAL CARD PLAY; DOWNLOADING (behaviour/facility-downloads.ts,
// download-with-own-target.ts › orDockingSites, downloads.ts › reportsTo withCardOn / commanderAboard); no-card-draws.ts.
const facility = { kind: 'facility-to-download', filter: { types: ['Facility'] }, facilityKinds: ['Outpost', 'Headquarters'], matchingEngineer: true } as const;
const ship = { kind: 'card-to-download', filter: { types: ['Ship'], universal: false, reportsTo: { withCardOn: 'Spacedock', commanderAboard: 'ENGINEER' } } } as const;
const spacedock = { kind: 'card-with-own-target', titles: ['Spacedock'], orDockingSites: true } as const;

const downloads = [
  ['facility', facility, { kind: 'download-facility-target' }],
  ['spacedock', spacedock, { kind: 'download-with-own-target', orDockingSites: true }],
  ['ship', ship, { kind: 'download-target' }],
] as const;

const abilities: readonly Ability[] = downloads.flatMap(([name, targets, effect]): Ability[] => [
  { id: `${name}-then-discard`, costs: ['normal-card-play', 'discard-self'], targets, effects: [effect] },
  { id: `${name}-then-no-draws`, costs: ['normal-card-play'], targets, effects: [effect, { kind: 'no-card-draws-this-turn' }] },
]);

export default defineCard('122_046', {
  title: 'Construct Starship',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities,
});
