// Felix Leech (ha, 125_097): personnel — opposing personnel present may not use their classifications.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_097', {
  title: 'Felix Leech',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'personnel-no-skill', classification: true, to: { whose: 'opposing' }, where: 'present-personnel' }],
});
