// Cranial Transceiver Implant (borg, 124_019): event — placed on your Borg drone, who gets +2 CUNNING; the objective abilities of a Communication drone are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_019', {
  title: 'Cranial Transceiver Implant',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { affiliation: 'Borg' } },
  modifiers: [{ kind: 'host-gains', attributes: ['CUNNING'], delta: 2, to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  manual: ['a [Com] drone may download a [BO] objective or discard the current one once each turn'],
});
