import { getAs, postJson, useTestApp } from '../../test/test-app';
import { call, newAgent } from './agent-test-helpers';

const CLIENTS = '/api/v1/agent/clients';

describe('client notes', () => {
  const t = useTestApp();

  async function clientOf(agent: string, email: string) {
    return (await postJson(t.app, CLIENTS, { firstName: 'Maria', lastName: 'Lopez', emailAddress: email }, agent)).json().message.client.id as number;
  }

  it('keeps timestamped notes newest first; the agent edits and deletes its own', async () => {
    const agent = await newAgent(t.app);
    const clientId = await clientOf(agent, 'maria@example.com');
    const notes = `${CLIENTS}/${clientId}/notes`;
    const first = (await postJson(t.app, notes, { body: 'Called: wants a 3-bedroom' }, agent)).json().message.note;
    expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.edited).toBe(false);
    await postJson(t.app, notes, { body: 'Sent comps' }, agent);
    expect((await getAs(t.app, notes, agent)).json().message.notes.map((n: { body: string }) => n.body)).toEqual(['Sent comps', 'Called: wants a 3-bedroom']);

    const edited = await call(t.app, 'PUT', `${notes}/${first.id}`, agent, { body: 'Called: wants 4 bedrooms' });
    expect(edited.json().message.note).toMatchObject({ body: 'Called: wants 4 bedrooms', edited: true, createdAt: first.createdAt });
    expect((await call(t.app, 'DELETE', `${notes}/${first.id}`, agent)).statusCode).toBe(200);
    expect((await getAs(t.app, notes, agent)).json().message.notes).toHaveLength(1);
    expect((await postJson(t.app, notes, { body: '   ' }, agent)).statusCode).toBe(400);
  });

  it('another agent cannot read, add, edit or delete notes of a client that is not theirs (404, unchanged)', async () => {
    const agent = await newAgent(t.app);
    const other = await newAgent(t.app, 'other@example.com');
    const clientId = await clientOf(agent, 'maria@example.com');
    const otherClient = await clientOf(other, 'sam@example.com');
    const note = (await postJson(t.app, `${CLIENTS}/${clientId}/notes`, { body: 'Private' }, agent)).json().message.note;
    for (const [method, url, body] of [
      ['GET', `${CLIENTS}/${clientId}/notes`, undefined],
      ['POST', `${CLIENTS}/${clientId}/notes`, { body: 'x' }],
      ['PUT', `${CLIENTS}/${clientId}/notes/${note.id}`, { body: 'x' }],
      ['DELETE', `${CLIENTS}/${clientId}/notes/${note.id}`, undefined],
      // The note's id under the other agent's own client.
      ['PUT', `${CLIENTS}/${otherClient}/notes/${note.id}`, { body: 'x' }],
      ['DELETE', `${CLIENTS}/${otherClient}/notes/${note.id}`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, other, body)).statusCode).toBe(404);
    }
    expect((await getAs(t.app, `${CLIENTS}/${clientId}/notes`, agent)).json().message.notes).toEqual([expect.objectContaining({ body: 'Private' })]);
  });
});
