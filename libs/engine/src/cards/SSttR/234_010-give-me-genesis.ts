// GIVE ME GENESIS! (SSttR, 234_010): objective — seeds atop a Federation planet mission whose requirements name SCIENCE or Geology (unique). When you solve it you may download The Genesis Device here (an artifact this card permits, placed as equipment). The Genesis Device ban and the Kruge download are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_010', {
  title: 'GIVE ME GENESIS!',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission', missions: { planet: true, affiliationIcon: 'Federation', requiringAny: ['SCIENCE', 'Geology'] } },
  solvedHere: { main: { titles: ['The Genesis Device'], types: ['Artifact'] }, here: true },
  manual: ['no player using The Genesis Device on a mission they seeded', 'downloading Kruge there (losing 5 points) in place of the normal card play'],
});
