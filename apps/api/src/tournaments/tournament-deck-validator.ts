import { Injectable } from '@nestjs/common';
import { checkDeckList, modernBanList } from '@captains-log/cards';
import type { DeckValidator } from '@captains-log/tournament';
import { CardCatalogueService } from '../cards/card-catalogue.service';

/** The deck checker handed to the tournament library (it stays pure): libs/cards' checkDeckList on the api's catalogue. */
@Injectable()
export class TournamentDeckValidator {
  constructor(private readonly cards: CardCatalogueService) {}

  async validator(): Promise<DeckValidator> {
    const { catalogue, source } = await this.cards.current();
    return (deckList, { game, format }) => {
      if (game !== '1E')
        return {
          valid: true,
          errors: [],
          warnings: ['not checked: only 1E deck rules are implemented'],
        };
      const modern = /modern/i.test(format);
      const banList = modern && source.kind === 'read-model' ? modernBanList(catalogue.all()) : undefined;
      const check = checkDeckList(deckList, catalogue, banList ? { banList } : {});
      const warnings = modern && !banList ? ['Modern legality not checked: the built-in starter pool has no format tags'] : [];
      return {
        valid: check.valid,
        errors: [
          ...check.errors.map((e) => `line ${e.line}: ${e.message}`),
          ...check.validation.problems.map((p) => `${p.message} (${p.rule})`),
        ],
        ...(warnings.length ? { warnings } : {}),
      };
    };
  }
}
