import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { FREE_AGENT_LIVE_CLIENT_LIMIT, IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_ROW_PROBLEMS } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { matchColumns } from './agent-import-columns';
import { call, insertClients, newAgent, upload, userIdOf } from './agent-test-helpers';

const IMPORTS = '/api/v1/agent/imports';
const CLIENTS = '/api/v1/agent/clients';

const HEADER = 'First Name,Last Name,Email,Phone,Address,City,State,Zip';

/** 50 contacts; rows 11, 22, 33, 44 and 50 are bad: bad email, no valid address, duplicate in file, already a client, has an account. */
function fiftyRowCsv(): string {
  const lines = [HEADER];
  for (let i = 1; i <= 50; i += 1) {
    let row = [`Person${i}`, `Family${i}`, `person${i}@example.com`, `(512) 555-${String(1000 + i)}`, `${i} Main Street`, 'Austin', 'TX', '78701'];
    if (i === 11) row[2] = 'not-an-email';
    if (i === 22) row = [...row.slice(0, 4), '', 'Austin', 'TX', ''];
    if (i === 33) row[2] = 'person3@example.com';
    if (i === 44) row[2] = 'existing.client@example.com';
    if (i === 50) row[2] = 'has.account@example.com';
    lines.push(row.join(','));
  }
  return lines.join('\n');
}

const countRows = async (t: ReturnType<typeof useTestApp>, table: string) =>
  Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('bulk import: preview, confirm, report', () => {
  const t = useTestApp();

  it('imports a 50-row CSV with 5 bad rows: 45 preview clients, the 5 explained, confirm makes them live, report per row', async () => {
    const agent = await newAgent(t.app);
    await postJson(t.app, CLIENTS, { firstName: 'Existing', lastName: 'Client', emailAddress: 'existing.client@example.com' }, agent);
    await signUpAndGetToken(t.app, { email: 'has.account@example.com' });

    const uploaded = await upload(t.app, IMPORTS, agent, 'contacts.csv', fiftyRowCsv());
    expect(uploaded.statusCode).toBe(201);
    const imp = uploaded.json().message.import;
    expect(imp).toMatchObject({ fileKind: 'csv', rowCount: 50, status: 'uploaded' });
    expect(imp.mapping).toEqual({ firstName: 0, lastName: 1, fullName: null, emailAddress: 2, phoneNumber: 3, address: 4, city: 5, state: 6, zipCode: 7, notes: null });

    const previewed = (await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: imp.mapping })).json().message.import;
    expect(previewed).toMatchObject({ status: 'previewed', goodRows: 45, badRows: 5 });
    const bad = previewed.rows.filter((r: { problems: string[] }) => r.problems.length > 0).map((r: { row: number; problems: string[] }) => [r.row, r.problems]);
    expect(bad).toEqual([
      [11, ['badEmail']],
      [22, ['noValidAddress']],
      [33, ['duplicateInFile']],
      [44, ['alreadyClient']],
      [50, ['hasAccount']],
    ]);
    expect(previewed.rows[0]).toMatchObject({ phoneNumber: '5125551001' });
    expect((await getAs(t.app, `${CLIENTS}?filter=preview`, agent)).json().message.total).toBe(45);

    // Applying the mapping again replaces the preview rows instead of adding more.
    await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: imp.mapping });
    expect((await getAs(t.app, `${CLIENTS}?filter=preview`, agent)).json().message.total).toBe(45);

    const confirmed = await call(t.app, 'POST', `${IMPORTS}/${imp.id}/confirm`, agent);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatchObject({ wentLive: 45, import: { status: 'confirmed' } });
    const counts = (await getAs(t.app, CLIENTS, agent)).json().message.counts;
    expect(counts).toMatchObject({ live: 46, preview: 0 });

    const report = await getAs(t.app, `${IMPORTS}/${imp.id}/report.csv`, agent);
    expect(report.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(report.body.trim()).data;
    expect(rows).toHaveLength(51);
    expect(rows.filter((r) => r[9] === 'Imported')).toHaveLength(45);
    expect(rows.find((r) => r[0] === '11')![10]).toBe(IMPORT_ROW_PROBLEMS.badEmail);
    expect(rows.find((r) => r[0] === '50')![10]).toBe(IMPORT_ROW_PROBLEMS.hasAccount);
  });

  it('matches Google Contacts and Outlook export headers, and reads a full name when there is no first name column', () => {
    const google = [
      'Name',
      'Given Name',
      'Additional Name',
      'Family Name',
      'E-mail 1 - Type',
      'E-mail 1 - Value',
      'Phone 1 - Type',
      'Phone 1 - Value',
      'Address 1 - Formatted',
      'Address 1 - Street',
      'Address 1 - City',
      'Address 1 - Region',
      'Address 1 - Postal Code',
      'Notes',
    ];
    expect(matchColumns(google)).toEqual({ firstName: 1, lastName: 3, fullName: 0, emailAddress: 5, phoneNumber: 7, address: 9, city: 10, state: 11, zipCode: 12, notes: 13 });
    const googleNew = [
      'First Name',
      'Middle Name',
      'Last Name',
      'E-mail 1 - Label',
      'E-mail 1 - Value',
      'Phone 1 - Label',
      'Phone 1 - Value',
      'Address 1 - Street',
      'Address 1 - City',
      'Address 1 - Region',
      'Address 1 - Postal Code',
    ];
    expect(matchColumns(googleNew)).toMatchObject({ firstName: 0, lastName: 2, emailAddress: 4, phoneNumber: 6, address: 7, city: 8, state: 9, zipCode: 10 });
    const outlook = [
      'First Name',
      'Middle Name',
      'Last Name',
      'Title',
      'Suffix',
      'Nickname',
      'E-mail Address',
      'E-mail 2 Address',
      'Home Phone',
      'Business Phone',
      'Mobile Phone',
      'Home Street',
      'Home City',
      'Home State',
      'Home Postal Code',
      'Notes',
    ];
    expect(matchColumns(outlook)).toEqual({
      firstName: 0,
      lastName: 2,
      fullName: null,
      emailAddress: 6,
      phoneNumber: 10,
      address: 11,
      city: 12,
      state: 13,
      zipCode: 14,
      notes: 15,
    });
  });

  it('imports an Outlook CSV and a Google CSV end to end with the automatic mapping', async () => {
    const agent = await newAgent(t.app);
    const outlook =
      'First Name,Last Name,E-mail Address,Mobile Phone,Home Street,Home City,Home State,Home Postal Code\nAva,Stone,ava@example.com,512-555-0111,9 Lake Rd,Austin,Texas,78701\n';
    const google =
      'Name,Given Name,Family Name,E-mail 1 - Value,Phone 1 - Value,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code\nLeo Park,,,leo@example.com,+1 512 555 0122,4 Hill Ave,Boston,MA,2108\n';
    for (const [name, text, first] of [
      ['outlook.csv', outlook, 'Ava'],
      ['google.csv', google, 'Leo'],
    ] as const) {
      const imp = (await upload(t.app, IMPORTS, agent, name, text)).json().message.import;
      const previewed = (await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: imp.mapping })).json().message.import;
      expect(previewed.badRows).toBe(0);
      expect(previewed.rows[0].firstName).toBe(first);
    }
    const leo = (await getAs(t.app, `${CLIENTS}?q=leo`, agent)).json().message.clients[0];
    expect(leo).toMatchObject({ lastName: 'Park', zipCode: '02108', phoneNumber: '5125550122', recordStatus: 'preview' });
    expect((await getAs(t.app, `${CLIENTS}?q=ava`, agent)).json().message.clients[0].state).toBe('TX');
  });

  it('reads a real XLSX and a vCard file', async () => {
    const agent = await newAgent(t.app);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['First name', 'Last name', 'Email', 'Street address', 'City', 'State', 'Zip code']);
    sheet.addRow(['Mia', 'Cole', 'mia@example.com', '3 Bay St', 'Austin', 'TX', 78701]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = (await upload(t.app, IMPORTS, agent, 'contacts.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).json().message.import;
    expect(fromXlsx).toMatchObject({ fileKind: 'xlsx', rowCount: 1 });
    const x = (await call(t.app, 'PUT', `${IMPORTS}/${fromXlsx.id}/mapping`, agent, { mapping: fromXlsx.mapping })).json().message.import;
    expect(x.rows[0]).toMatchObject({ firstName: 'Mia', zipCode: '78701', problems: [] });

    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Noah Reed',
      'N:Reed;Noah;;;',
      'EMAIL;TYPE=INTERNET:noah@example.com',
      'TEL;TYPE=CELL:(512) 555-0133',
      'ADR;TYPE=HOME:;;7 Pine Street;Austin;TX;78701;US',
      'END:VCARD',
      '',
    ].join('\n');
    const fromVcf = (await upload(t.app, IMPORTS, agent, 'contacts.vcf', vcf, 'text/vcard')).json().message.import;
    const v = (await call(t.app, 'PUT', `${IMPORTS}/${fromVcf.id}/mapping`, agent, { mapping: fromVcf.mapping })).json().message.import;
    expect(v.rows[0]).toMatchObject({ firstName: 'Noah', lastName: 'Reed', emailAddress: 'noah@example.com', address: '7 Pine Street', problems: [] });
  });

  it.each([
    ['a fake .xlsx (text renamed)', 'contacts.xlsx', Buffer.from(`${HEADER}\nA,B,a@example.com,,,,,\n`), 'IMPORT_FILE_UNREADABLE', IMPORT_FILE_MESSAGES.unreadable],
    [
      'a zip that is not a workbook',
      'contacts.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
      'IMPORT_FILE_UNREADABLE',
      IMPORT_FILE_MESSAGES.unreadable,
    ],
    ['a binary renamed .csv', 'contacts.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), 'IMPORT_FILE_UNREADABLE', IMPORT_FILE_MESSAGES.unreadable],
    ['a broken vCard', 'contacts.vcf', Buffer.from('hello'), 'IMPORT_FILE_UNREADABLE', IMPORT_FILE_MESSAGES.unreadable],
    ['a PDF', 'contacts.pdf', Buffer.from('%PDF-1.4'), 'IMPORT_FILE_TYPE', IMPORT_FILE_MESSAGES.wrongType],
    ['a header with no rows', 'contacts.csv', Buffer.from(`${HEADER}\n`), 'IMPORT_FILE_EMPTY', IMPORT_FILE_MESSAGES.empty],
  ])('refuses %s with a clear message and creates nothing', async (_what, name, data, code, message) => {
    const agent = await newAgent(t.app);
    const refused = await upload(t.app, IMPORTS, agent, name, data);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code, message });
    expect(await countRows(t, 'agent_imports')).toBe(0);
    expect(await countRows(t, 'agent_clients')).toBe(0);
  });

  it('refuses a file over 5 MB and one over 10,000 rows, creating nothing', async () => {
    const agent = await newAgent(t.app);
    const big = `${HEADER}\n${'x'.repeat(IMPORT_MAX_BYTES)}`;
    const tooLarge = await upload(t.app, IMPORTS, agent, 'big.csv', big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors[0]).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE', message: IMPORT_FILE_MESSAGES.tooLarge });
    const many = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `A${i},B,a${i}@example.com,,,,,`)].join('\n');
    const tooMany = await upload(t.app, IMPORTS, agent, 'many.csv', many);
    expect(tooMany.json().errors[0]).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', message: IMPORT_FILE_MESSAGES.tooManyRows });
    expect(await countRows(t, 'agent_imports')).toBe(0);
  });

  it('asks for a name column before the preview, and lets the agent correct the mapping', async () => {
    const agent = await newAgent(t.app);
    const imp = (await upload(t.app, IMPORTS, agent, 'odd.csv', 'Col A,Col B,Col C\nRuth,Diaz,ruth@example.com\n')).json().message.import;
    expect(imp.mapping.firstName).toBeNull();
    const refused = await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: imp.mapping });
    expect(refused.json().errors[0].message).toBe(IMPORT_FILE_MESSAGES.noNameColumn);
    const fixed = await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: { ...imp.mapping, firstName: 0, lastName: 1, emailAddress: 2 } });
    expect(fixed.json().message.import.rows[0]).toMatchObject({ firstName: 'Ruth', emailAddress: 'ruth@example.com', problems: ['noValidAddress'] });
    expect((await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: { ...imp.mapping, firstName: 9 } })).statusCode).toBe(400);
  });

  it('confirming past the free limit is refused with nothing going live; cancel deletes the preview rows', async () => {
    const agent = await newAgent(t.app);
    await insertClients(t.db, await userIdOf(t.db, 'agent@example.com'), FREE_AGENT_LIVE_CLIENT_LIMIT - 10);
    const imp = (await upload(t.app, IMPORTS, agent, 'contacts.csv', fiftyRowCsv())).json().message.import;
    await call(t.app, 'PUT', `${IMPORTS}/${imp.id}/mapping`, agent, { mapping: imp.mapping });
    const refused = await call(t.app, 'POST', `${IMPORTS}/${imp.id}/confirm`, agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('AGENT_CLIENT_LIMIT');
    expect((await getAs(t.app, CLIENTS, agent)).json().message.counts).toMatchObject({ live: FREE_AGENT_LIVE_CLIENT_LIMIT - 10, preview: 47 });
    expect((await call(t.app, 'DELETE', `${IMPORTS}/${imp.id}`, agent)).json().message.import.status).toBe('cancelled');
    expect((await getAs(t.app, CLIENTS, agent)).json().message.counts.preview).toBe(0);
  });

  it('never shows or changes another agent’s import (404 on every route)', async () => {
    const agent = await newAgent(t.app);
    const other = await newAgent(t.app, 'other@example.com');
    const imp = (await upload(t.app, IMPORTS, agent, 'contacts.csv', fiftyRowCsv())).json().message.import;
    for (const [method, url, body] of [
      ['GET', `${IMPORTS}/${imp.id}`, undefined],
      ['PUT', `${IMPORTS}/${imp.id}/mapping`, { mapping: imp.mapping }],
      ['POST', `${IMPORTS}/${imp.id}/confirm`, undefined],
      ['DELETE', `${IMPORTS}/${imp.id}`, undefined],
      ['GET', `${IMPORTS}/${imp.id}/report.csv`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, other, body)).statusCode).toBe(404);
    }
    expect((await getAs(t.app, `${IMPORTS}/${imp.id}`, agent)).json().message.import.status).toBe('uploaded');
    const homeowner = await signUpAndGetToken(t.app, { email: 'h@example.com' });
    expect((await upload(t.app, IMPORTS, homeowner, 'contacts.csv', fiftyRowCsv())).statusCode).toBe(403);
  });
});
