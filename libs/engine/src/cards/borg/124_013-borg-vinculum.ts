// Borg Vinculum (borg, 124_013): equipment — while your [Com] Borg is present with it, all your Borg at its location who are present with a [Com] Borg share their regular skills (each has every such skill at the highest level one of them has); immune to Disruptor Overload.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_013', {
  title: 'Borg Vinculum',
  scenario: 'behaviour/hive-skills.spec.ts',
  play: { window: { kind: 'report' } },
  sharesSkills: { hub: { affiliation: 'Borg', icon: 'Com' } },
  immuneTo: ['Disruptor Overload'],
});
