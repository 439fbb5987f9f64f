// GIVE ME GENESIS! (SSttR, 234_010): objective — seeds atop a Federation planet mission whose requirements name SCIENCE or Geology (unique). The Genesis Device ban, the Kruge download and the Genesis Device download are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_010', {
  title: 'GIVE ME GENESIS!',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission', missions: { planet: true, affiliationIcon: 'Federation', requiringAny: ['SCIENCE', 'Geology'] } },
  manual: ['no player using The Genesis Device on a mission they seeded', 'downloading Kruge there (losing 5 points) in place of the normal card play', 'downloading The Genesis Device there when you solve'],
});
