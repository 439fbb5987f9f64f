// Chancellor Martok (dow, 227_043): personnel — once per game he may download Mantle of the Empire, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_043', {
  title: 'Chancellor Martok',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Mantle of the Empire'] }],
});
