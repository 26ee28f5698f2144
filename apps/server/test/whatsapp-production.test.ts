import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmToday } from '../src/lib/farm-today';
import { eventually } from './helpers/auth';
import { productionScenario } from './helpers/production';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import {
  buttonReply,
  type GraphApi,
  metaJson,
  notification,
  sign,
  startGraphApi,
  textMsg,
  WA,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * The WhatsApp chatbot tried as a farmer would (ADR 0041): the built server in production,
 * pointed at a local server that speaks the Graph API. The verification handshake answers; an
 * unsigned post is refused; a signed "Kaji na 3 sun mutu a House A" from the farmer's number
 * gets a Hausa confirmation with buttons; the button adds 3 deaths to today's record with
 * channel whatsapp; the same delivery sent twice, even after a restart, is acted on once; a
 * question about Newcastle disease gets an answer naming the farm's own poultry.
 */
let scenario: Awaited<ReturnType<typeof productionScenario>>;
let graph: GraphApi;
beforeAll(async () => {
  scenario = await productionScenario('prodwa');
  graph = await startGraphApi();
});
afterAll(async () => {
  await graph?.down();
  await scenario?.cleanup();
});

// biome-ignore lint/suspicious/noExplicitAny: tests walk response and message JSON freely
type Json = Record<string, any>;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const textOf = (m: Json) =>
  m.type === 'text' ? String(m.text.body) : String(m.interactive?.body?.text ?? '');

describe('the WhatsApp chatbot in production', () => {
  it('handshake, signatures, a Hausa death report confirmed once, and advice', async () => {
    const env = scenario.env({
      IVR_ENABLED: 'false',
      OUTBOX_RETRY_INTERVAL_MS: '200',
      ...whatsappEnv(graph),
    });
    let server: ServerProcess = await startServerProcess({ env });
    const api = async (
      path: string,
      init: { method?: string; token?: string; body?: unknown } = {},
    ) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const webhook = (body: string, signature?: string) =>
      fetch(`${server.url}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
    /** One signed delivery; waits for `replies` more messages to the Graph API. */
    const deliver = async (body: string, replies = 1) => {
      const before = graph.sent.length;
      const res = await webhook(body, sign(body));
      expect(res.status, server.output()).toBe(200);
      await eventually(() => (graph.sent.length >= before + replies ? true : undefined));
      return graph.sent.slice(before);
    };
    try {
      // The demo farmer, as an operator's first farmer: Hausa, one house of 100 broilers.
      const reg = await api('/auth/register', {
        method: 'POST',
        body: {
          firstName: 'Aisha',
          lastName: 'Bello',
          phone: '08035552001',
          password: 'farmer passphrase',
          language: 'hausa',
        },
      });
      expect(reg.status).toBe(201);
      const token = reg.body.data.token as string;
      const farmerId = reg.body.data.user._id as string;
      const pens = await api(`/pen/farmer/${farmerId}`, { token });
      const batch = await api(`/pens/${pens.body.data[0].id}/batches`, {
        method: 'POST',
        token,
        body: { name: 'Broilers', livestockType: 'poultry' },
      });
      const section = await api(`/batches/${batch.body.data.id}/sections`, {
        method: 'POST',
        token,
        body: { name: 'House A', livestockType: 'poultry', subType: 'broiler', count: 100 },
      });
      const sectionId = section.body.data.id as string;
      const waId = '2348035552001';

      // 1. Meta's verification handshake.
      const hub = await fetch(
        `${server.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=594811352`,
      );
      expect(hub.status).toBe(200);
      expect(await hub.text()).toBe('594811352');

      // 2. An unsigned post is refused.
      const report = textMsg(waId, 'Kaji na 3 sun mutu a House A');
      const reportBody = metaJson(notification(waId, [report], 'Aisha Bello'));
      expect((await webhook(reportBody)).status).toBe(401);
      expect((await webhook(reportBody, sign(reportBody, 'not-the-app-secret-0000'))).status).toBe(
        401,
      );

      // 3. Signed: a Hausa confirmation with buttons; nothing saved yet.
      const [ask] = await deliver(reportBody);
      expect(ask).toMatchObject({ to: waId, type: 'interactive', interactive: { type: 'button' } });
      expect(textOf(ask as Json)).toBe('A ƙara a bayanan yau na House A: mace-mace 3?');
      const buttons = (ask as Json).interactive.action.buttons as Json[];
      expect(buttons.map((b) => b.reply.title)).toEqual(['Tabbatar', 'Soke']);
      let records = await api(`/sections/${sectionId}/records`, { token });
      expect(records.body.data.items).toEqual([]);

      // 4. The same delivery again, then the Confirm button: one reply only, the save.
      expect((await webhook(reportBody, sign(reportBody))).status).toBe(200);
      const confirm = metaJson(
        notification(waId, [buttonReply(waId, buttons[0]?.reply.id, 'Tabbatar', 'wamid.ask')]),
      );
      const [saved, ...extra] = await deliver(confirm);
      expect(extra).toEqual([]);
      expect(textOf(saved as Json)).toBe(
        'An ajiye ✅ House A yau: mace-mace 3, an sayar 0, abinci 0 kg. Masu rai yanzu: 97.',
      );
      records = await api(`/sections/${sectionId}/records`, { token });
      expect(records.body.data.items).toMatchObject([{ mortality: 3 }]);
      const recordId = records.body.data.items[0].id as string;
      // The farm day the server dated the record on (Africa/Lagos): "today" below is asked later,
      // possibly after midnight in Lagos (23:00 UTC), so the answer is checked against this date.
      const recordDate = records.body.data.items[0].date as string;
      expect(recordDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const history = await api(`/records/${recordId}/history`, { token });
      expect(history.body.data.revisions).toMatchObject([
        { channel: 'whatsapp', actor: { id: farmerId, role: 'farmer' }, after: { mortality: 3 } },
      ]);

      // 5. A restart, then Meta redelivers the report: stored before, so nothing is asked again.
      await server.stop();
      server = await startServerProcess({ env });
      const before = graph.sent.length;
      expect((await webhook(reportBody, sign(reportBody))).status).toBe(200);
      // "Yau" (today), asked on one farm day: asked again if Lagos passed midnight meanwhile.
      let asked: { day: string; figures: Json } | undefined;
      let questions = 0;
      while (!asked && questions < 2) {
        const day = farmToday();
        const [figures] = await deliver(metaJson(notification(waId, [textMsg(waId, 'yau')])));
        questions += 1;
        if (farmToday() === day) asked = { day, figures: figures as Json };
      }
      // One reply per question: the redelivered report asked nothing.
      expect(graph.sent.length).toBe(before + questions);
      // Today's record holds the 3 deaths; on the next farm day the 97 are alive, no deaths yet.
      const deaths = asked?.day === recordDate ? 3 : 0;
      expect(asked?.day === recordDate || asked?.day === nextDay(recordDate)).toBe(true);
      expect(textOf(asked?.figures ?? {})).toBe(
        `📊 Yau a gonarku: dabbobi masu rai 97, mace-mace ${deaths}, an sayar 0 (₦0), abinci 0 kg, an kashe ₦0.`,
      );

      // 6. A question about Newcastle disease: the advisor names the farm's own poultry.
      const [answer] = await deliver(
        metaJson(
          notification(waId, [textMsg(waId, 'Yaya zan kare kaji daga cutar Newcastle? 🐔')]),
        ),
      );
      const text = textOf(answer as Json);
      // A farmer whose gender is not known: the respectful plural, as the figures above (ADR 0053).
      expect(text).toContain('Daga bayananku: mutuwa 3 a kwanaki 30');
      expect(text).toContain('Kuna da kaji 97 a rukuni 1 masu aiki.');
      expect(text).toContain('Newcastle');
      const chat = await api('/whatsapp/chat', { token });
      expect((chat.body.data as Json[]).map((m) => m.content)).toContain(text);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
