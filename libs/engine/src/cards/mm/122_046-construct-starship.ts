// Construct Starship (mm, 122_046): objective — on your table. In place of your normal card play you may download an outpost or a headquarters where it may be built and you have an ENGINEER of its affiliation; then you discard the objective or draw no more cards this turn (two abilities, one per choice). The Spacedock and unique-ship downloads are manual.
import { defineCard } from '../../behaviour/define';

const facility = { kind: 'facility-to-download', filter: { types: ['Facility'] }, facilityKinds: ['Outpost', 'Headquarters'], matchingEngineer: true } as const;

export default defineCard('122_046', {
  title: 'Construct Starship',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    { id: 'facility-then-discard', costs: ['normal-card-play', 'discard-self'], targets: facility, effects: [{ kind: 'download-facility-target' }] },
    { id: 'facility-then-no-draws', costs: ['normal-card-play'], targets: facility, effects: [{ kind: 'download-facility-target' }, { kind: 'no-card-draws-this-turn' }] },
  ],
  manual: ['downloading Spacedock (even to a docking site)', 'downloading a unique ship to your facility with a Spacedock when an ENGINEER aboard is its matching commander'],
});
