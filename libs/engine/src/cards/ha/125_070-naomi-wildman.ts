// Naomi Wildman (ha, 125_070): personnel — while aboard the U.S.S. Voyager, the first-listed skill of each other personnel present counts twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_070', {
  title: 'Naomi Wildman',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [
    {
      kind: 'personnel-double-skills',
      firstListedOnly: true,
      to: { whose: 'any' },
      where: 'present-personnel',
      when: { kind: 'aboard-ship', yours: false, titles: ['U.S.S. Voyager'] },
    },
  ],
});
