// Scan Cycle Check (twt, 119_036): interrupt — as a response, cancels a Scan or Full Planet Scan just played; the transporter decloaking mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_036', {
  title: 'Scan Cycle Check',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Scan', 'Full Planet Scan'], notTitles: ['Scanner', 'Scan Cycle Check'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: ships decloak or dephase while your Transporter Skill operates'],
});
