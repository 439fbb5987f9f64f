// Forced-Labor Camp (roa, 117_054): objective — seeds or plays on your planet mission requiring Geology or Archaeology: your Cardassian and Ferengi personnel may attempt it.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_054', {
  title: 'Forced-Labor Camp',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true, requiringAny: ['Geology', 'Archaeology'] } },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-here', who: { affiliations: ['Cardassian', 'Ferengi'] } }],
  manual: ['seeding or playing on Cardassia IV or Ligos VII (where it changes your requirements to SECURITY + Geology + STRENGTH > twice the points)', 'after you solve, drawing an extra card at the end of each turn while you escort a captive on this planet'],
});
