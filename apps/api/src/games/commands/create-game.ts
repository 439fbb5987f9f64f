import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
} from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { checkDeckList } from '@captains-log/cards';
import type { CreateGameRequest } from '@captains-log/contracts';
import { initialState, RULES_VERSION, toPlayerSetup, type Command as EngineCommand, type PlayerSetup } from '@captains-log/engine';
import { idempotentCommand, IdempotencyConflictError, READ_MODELS } from '@captains-log/platform';
import { uuidFromName } from '@captains-log/event-store';
import type { GameStreamMetadata, ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { CardCatalogueService } from '../../cards/card-catalogue.service';
import { IdempotencyConflictException } from '../../http/idempotency';
import { GameAccess } from '../game-access';
import { decideOrThrow, toStored } from '../game-commands';
import { GameStreams } from '../game-streams';

export class CreateGameCommand extends Command<{ gameId: string; revision: number }> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly request: CreateGameRequest,
    /**
     * The game's id when the caller derives it (an accepted challenge, a tournament table): creating
     * it again answers the game already created (its command id derives from the game id).
     */
    readonly options: { gameId?: string; idempotencyKey?: string } = {},
  ) {
    super();
  }
}

/**
 * A new game from two accounts and their deck lists: every deck checked first (422 DECK_INVALID
 * with each problem), a tournament link must seat that round's pairing (422 NOT_PAIRED), then the
 * engine's CreateGame with a seed from a cryptographic source (DESIGN.md › Randomness).
 */
@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly cards: CardCatalogueService,
  ) {}

  async execute({
    caller,
    request,
    options,
  }: CreateGameCommand): Promise<{ gameId: string; revision: number }> {
    const accounts = await Promise.all(
      request.players.map(async (p, i) => {
        const account = await this.readModels.prisma.account.findUnique({
          where: { handle: p.handle },
        });
        if (!account) {
          throw new BadRequestException({
            statusCode: 400,
            message: `body.players.${i}.handle: no account "${p.handle}"`,
          });
        }
        return account;
      }),
    );
    if (accounts[0]!.id === accounts[1]!.id)
      throw new BadRequestException('body.players: the two players must differ');
    const isPlayer = accounts.some((a) => a.id === caller.id);
    if (!isPlayer && caller.role === 'player') {
      throw new ForbiddenException(
        'a player may only create games they play in; a director may create any',
      );
    }
    const { catalogue, source } = await this.cards.current();
    const problems: { player: string; problems: unknown[] }[] = [];
    const setups = request.players.map((p, i): PlayerSetup => {
      const checked = checkDeckList(p.deck, catalogue);
      if (!checked.valid) {
        problems.push({
          player: p.handle,
          problems: [
            ...checked.errors.map((e) => ({
              code: e.code,
              message: e.message,
              rule: e.rule,
              line: e.line,
            })),
            ...checked.validation.problems,
          ],
        });
      }
      // Issue 15: an "Outside the Game" section lists the cards the player brings from outside the game (PlayerSetup.outside).
      return toPlayerSetup(accounts[i]!.displayName, checked.deck.entries);
    });
    if (problems.length) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'DECK_INVALID',
          rule: '1E rulebook › BUILDING YOUR DECK',
          message: `deck lists are not valid: ${problems.map((p) => `${p.player} (${p.problems.length})`).join(', ')}`,
          problems,
          cardSource: source.kind,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    if (request.tournament) {
      const { id, round } = request.tournament;
      const table = await this.access.tournamentTable(id, round, [
        accounts[0]!.id,
        accounts[1]!.id,
      ]);
      if (table === null) {
        throw new HttpException(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'NOT_PAIRED',
            message: `body.tournament: ${accounts[0]!.handle} and ${accounts[1]!.handle} are not paired in round ${round} of tournament ${id}`,
          },
          HttpStatus.UNPROCESSABLE_ENTITY,
        );
      }
    }
    // Idempotency-Key: the game's id derives from the caller and the key, so a repeat finds the game
    // it made; the same key with another request is a 422 (libs/platform CommandPath).
    const idempotency = options.idempotencyKey
      ? idempotentCommand('create-game', caller.id, options.idempotencyKey, request)
      : undefined;
    const gameId = options.gameId ?? idempotency?.commandId ?? randomUUID();
    const command: EngineCommand = {
      type: 'CreateGame',
      actor: 'system',
      gameId,
      // the seed the first event commits to (sha256) and the last reveals (DESIGN.md › Randomness)
      seed: randomBytes(32).toString('hex'),
      players: [setups[0]!, setups[1]!],
    };
    const meta: GameStreamMetadata = {
      players: accounts.map((a, i) => ({
        seat: i === 0 ? 'p1' : 'p2',
        accountId: a.id,
        handle: a.handle,
        name: a.displayName,
      })),
      ...(request.tournament ? { tournament: request.tournament } : {}),
      settings: { openAfterEnd: request.settings?.openAfterEnd ?? true, spectators: request.settings?.spectators ?? true },
      // the rules the game is recorded under (re-validation says whether they changed since)
      rulesVersion: RULES_VERSION,
    };
    const key =
      options.gameId || idempotency ? uuidFromName(`create-game|${gameId}`) : randomUUID();
    const { after } = await this.streams
      .handle(gameId, {
        commandId: key,
        ...(idempotency ? { fingerprint: idempotency.fingerprint, key: idempotency.key } : {}),
        expectedRevision: null,
        decide: () =>
          toStored(
            gameId,
            key,
            decideOrThrow(initialState(), command),
            caller,
            { type: 'CreateGame', by: caller.handle },
            meta,
          ),
      })
      .catch((err: unknown) => {
        throw err instanceof IdempotencyConflictError ? new IdempotencyConflictException(err) : err;
      });
    return { gameId, revision: after.revision };
  }
}
