import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import type { Command, PlayerView } from '@captains-log/engine';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE, loadConfig, READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { apiCaller, dropSchemas, schemaEnv, uniqueName, until } from '@captains-log/testing';
import { createApi } from '../create-api';
import { BotPlayers } from './bot-players';

/**
 * Play against the computer (issue 16: "a bot seat acts with its own account through the command
 * endpoint"): the computer's moves are events its own account caused, on the same command path.
 */
describe('games against the computer', () => {
  const schema = uniqueName('computer_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const [federation] = starterDeckLists();
  const call = apiCaller(() => url, tokens);

  const start = async () => {
    app = await createApi(loadConfig({ ...schemaEnv(schema), BOT_MOVE_DELAY_MS: '0' }, 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  };

  beforeAll(async () => {
    await start();
    await call(null, 'POST', '/accounts', { handle: 'picard', displayName: 'Picard', password: 'picard-password-1' });
    tokens.picard = (await call(null, 'POST', '/sessions', { handle: 'picard', password: 'picard-password-1' })).body.token;
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('lists the computer opponents and keeps their handles for them', async () => {
    const listed = await call(null, 'GET', '/computer/opponents');
    expect(listed.status).toBe(200);
    expect(listed.body.opponents.map((o: { level: string }) => o.level)).toEqual(['random', 'greedy', 'lookahead']);
    expect(listed.body.decks).toEqual(starterDeckLists().map((d) => d.name));
    const taken = await call(null, 'POST', '/accounts', { handle: 'computer-hal', displayName: 'Hal', password: 'open-the-pod-bay-doors' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'handles beginning with "computer-" belong to the computer opponents' } });
    // a computer's account cannot sign in
    expect((await call(null, 'POST', '/sessions', { handle: 'computer-greedy', password: 'bot-account:no-sign-in' })).status).toBe(401);
  });

  it('names each computer by the level the lobby offers, renaming an account made under an earlier name', async () => {
    const names = async () => (await call(null, 'GET', '/computer/opponents')).body.opponents.map((o: { name: string }) => o.name);
    expect(await names()).toEqual(['Computer (Cadet)', 'Computer (Officer)', 'Computer (Captain)']);
    // the name the accounts were made with before (the level's code word), then a restart
    const prisma = app.get<ReadModelDatabase>(READ_MODELS).prisma;
    await prisma.account.update({ where: { handle: 'computer-greedy' }, data: { displayName: 'Computer (greedy)' } });
    await app.close();
    await start();
    expect(await names()).toEqual(['Computer (Cadet)', 'Computer (Officer)', 'Computer (Captain)']);
    expect((await app.get<ReadModelDatabase>(READ_MODELS).prisma.account.findUnique({ where: { handle: 'computer-greedy' } }))!.displayName).toBe('Computer (Officer)');
  });

  it('answers 400 naming a deck the computer does not have', async () => {
    const bad = await call('picard', 'POST', '/computer/games', { deck: federation!.text, computerDeck: 'Borg cube' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('body.computerDeck: use one of') } });
  });

  it('plays its seat through the command path as its own account, and takes it up again after a restart', async () => {
    const created = await call('picard', 'POST', '/computer/games', { deck: federation!.text, level: 'greedy' });
    expect(created.status).toBe(201);
    expect(created.body.opponent).toEqual({ handle: 'computer-greedy', level: 'greedy', deck: 'Klingon starter (Premiere)' });
    const gameId = created.body.gameId as string;

    // Picard plays his seat with the first legal command each time (never conceding) until the
    // computer has taken a whole turn of its own in the play phase; the api restarts during seeding.
    let restarted = false;
    const computerTurnEnded = await until(async () => {
      const game = (await call('picard', 'GET', `/games/${gameId}`)).body as { revision: number; view: PlayerView; legalCommands: Command[] };
      const log = (await call('picard', 'GET', `/games/${gameId}/events`)).body.events as { type: string; data: { player?: string } }[];
      if (log.some((e) => e.type === 'TurnEnded' && e.data.player === 'p2')) return log;
      if (!restarted && game.revision >= 8) {
        // the api restarts mid-game: the computer's seat is taken up again from the games read model
        await app.close();
        await start();
        restarted = true;
        await until(async () => app.get(BotPlayers).playing().includes(gameId), 'the computer back at its seat');
      }
      if (game.view.awaiting.some((a) => a.player === 'p1')) {
        // ending the turn as soon as it is offered hands the table to the computer quickly
        const command = game.legalCommands.find((c) => c.type === 'EndTurn') ?? game.legalCommands.find((c) => c.type !== 'Concede')!;
        const sent = await call('picard', 'POST', `/games/${gameId}/commands`, { expectedRevision: game.revision, command });
        expect([200, 409]).toContain(sent.status);
      }
      return null;
    }, 'a whole turn of the computer', 600);
    expect(restarted).toBe(true);
    expect(computerTurnEnded.some((e) => e.type === 'TurnBegan' && e.data.player === 'p2')).toBe(true);

    // every command of seat p2 was sent by the computer's own account, through the command path
    const bot = (await call(null, 'GET', '/computer/opponents')).body.opponents.find((o: { level: string }) => o.level === 'greedy');
    const stored = await app.get<EventStore>(EVENT_STORE).readStream(`game-${gameId}`);
    const p2Commands = stored.filter((e) => (e.metadata.command as { actor?: string } | undefined)?.actor === 'p2');
    expect(p2Commands.length).toBeGreaterThan(3);
    const botAccountIds = new Set(p2Commands.map((e) => e.metadata.actor));
    expect(botAccountIds.size).toBe(1);
    expect(botAccountIds.has('system')).toBe(false);
    expect(bot.handle).toBe('computer-greedy');

    await until(async () => {
      const game = (await call('picard', 'GET', `/games/${gameId}`)).body;
      if (game.view.phase === 'ended') return true;
      await call('picard', 'POST', `/games/${gameId}/commands`, { expectedRevision: game.revision, command: { type: 'Concede' } });
      return null;
    }, 'the game ending by concession');
    await until(async () => !app.get(BotPlayers).playing().includes(gameId) || null, 'the computer leaving the ended game');
  });
});
