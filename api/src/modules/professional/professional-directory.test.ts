import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTOR_MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { localFileStorage } from '../../providers/storage/file-storage';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { placeOfZip } from '../property';
import { sampleDataProvider } from '../property/providers/sample-data.provider';
import { rankingScore, RECENT_PERMIT_DAYS } from './professional-directory.service';
import { permitCompanyKey, permitsInZip, zipsAround } from './professional-permits';
import { API, contractorWithProfile, profileForm, publicProfileOf, send } from './professional-test-helpers';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-pro-dir-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

interface Result {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  claimed: boolean;
  score: number;
  rankingInputs: { typeMatch: boolean; coversArea: boolean; recentPermitsNearby: number; distanceMiles: number | null; profileCompleteness: number; claimedAndLicensed: boolean };
  recentPermits: { count: number };
  businessTypes: { id: string }[];
}

/** Recent permits per company key within 10 miles of a ZIP, counted straight from the permit data. */
function permitCountsAround(zipCode: string): Map<string, number> {
  const since = new Date(Date.now() - RECENT_PERMIT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const counts = new Map<string, number>();
  for (const zip of zipsAround(zipCode, 10, 15)) {
    for (const p of permitsInZip(sampleDataProvider, placeOfZip(zip)!)) {
      if (p.permitDate >= since) counts.set(permitCompanyKey(p.companyName), (counts.get(permitCompanyKey(p.companyName)) ?? 0) + 1);
    }
  }
  return counts;
}

describe('ranking score', () => {
  const base = { typeMatch: true, coversArea: true, recentPermitsNearby: 0, distanceMiles: 5, profileCompleteness: 0.5, claimedAndLicensed: false };
  it('weighs recent permits nearby, but never above relevance', () => {
    expect(rankingScore({ ...base, recentPermitsNearby: 4 })).toBeGreaterThan(rankingScore({ ...base, recentPermitsNearby: 1 }));
    expect(rankingScore({ ...base, recentPermitsNearby: 40 })).toBe(rankingScore({ ...base, recentPermitsNearby: 10 }));
    expect(rankingScore({ ...base, coversArea: false, recentPermitsNearby: 3 })).toBeLessThan(rankingScore(base) + 1.5);
    expect(rankingScore({ ...base, distanceMiles: 1 })).toBeGreaterThan(rankingScore({ ...base, distanceMiles: 40 }));
  });
});

describe('contractor directory, counts, claims and leads', () => {
  const t = useTestApp({ storage: localFileStorage(uploads), leadRateLimit: { max: 5, timeWindow: '10 minutes' } });

  it('lists the permit companies active near a ZIP with their permit counts, and a contractor serving it, best score first', async () => {
    const a = await contractorWithProfile(t, 'near@pro.example.com', '78701');
    await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm());
    const answer = await getAs(t.app, `${API}/professionals-near-by?zipCode=78701`);
    expect(answer.statusCode).toBe(200);
    const results: Result[] = answer.json().message.results;
    const expected = permitCountsAround('78701');
    for (const [key, count] of expected) {
      const row = results.find((r) => r.kukunUrl === key);
      expect(row?.rankingInputs.recentPermitsNearby).toBe(count);
      expect(row?.claimed).toBe(false);
    }
    const own = results.find((r) => r.professionalId === a.professionalId)!;
    expect(own.rankingInputs).toMatchObject({ typeMatch: true, coversArea: true, recentPermitsNearby: 0, distanceMiles: 0 });
    expect(own.rankingInputs.profileCompleteness).toBeCloseTo(4 / 6, 2);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(results.every((r) => r.score === Math.round(rankingScore(r.rankingInputs) * 100) / 100)).toBe(true);
  });

  it('ranks a complete, licensed, claimed profile above every unclaimed company, however many permits they filed', async () => {
    const a = await contractorWithProfile(t, 'verified@pro.example.com', '78701');
    await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm());
    const results: Result[] = (await getAs(t.app, `${API}/professionals-near-by?zipCode=78701`)).json().message.results;
    const own = results.findIndex((r) => r.professionalId === a.professionalId);
    const unclaimed = results.map((r, i) => (r.claimed ? -1 : i)).filter((i) => i >= 0);
    expect(unclaimed.length).toBeGreaterThan(0);
    expect(Math.max(...results.filter((r) => !r.claimed).map((r) => r.rankingInputs.recentPermitsNearby))).toBeGreaterThan(4);
    expect(own).toBeLessThan(Math.min(...unclaimed));
  });

  it('shows each sample company offering the services its name says', async () => {
    const fits: Record<string, string[]> = {
      'summit-roofing-co': ['roofing'],
      'blueline-plumbing': ['plumbing', 'remodeling'],
      'keystone-builders': ['additions', 'remodeling', 'roofing'],
      'northstar-electric': ['electrical', 'solar'],
      'evergreen-hvac': ['hvac'],
      'cornerstone-remodeling': ['remodeling', 'additions'],
      'brightside-solar': ['solar', 'electrical'],
      'harbor-pools': ['pools'],
    };
    for (const zipCode of ['78701', '80202', '98101']) {
      const results: Result[] = (await getAs(t.app, `${API}/professionals-near-by?zipCode=${zipCode}`)).json().message.results;
      for (const r of results.filter((x) => !x.claimed)) {
        expect({ company: r.kukunUrl, types: r.businessTypes.map((type) => type.id).filter((id) => !fits[r.kukunUrl]!.includes(id)) }).toEqual({ company: r.kukunUrl, types: [] });
      }
    }
  });

  it('filters by business type and counts by type and by locality', async () => {
    const a = await contractorWithProfile(t, 'type@pro.example.com', '78701');
    await send(t, 'PUT', `${API}/professionals/${a.professionalId}`, a.token, profileForm({ businessTypes: ['decks'] }));
    const decks: Result[] = (await getAs(t.app, `${API}/professionals-near-by?zipCode=78701&businessType=decks`)).json().message.results;
    expect(decks.map((r) => r.professionalId)).toEqual([a.professionalId]);
    const counts = (await getAs(t.app, `${API}/professional-data/count-by-business-type?zipCode=78701`)).json().message.counts;
    for (const c of counts) {
      const filtered = (await getAs(t.app, `${API}/professionals-near-by?zipCode=78701&businessType=${c.businessType}`)).json().message.results;
      expect(filtered).toHaveLength(c.count);
    }
    expect(counts.find((c: { businessType: string }) => c.businessType === 'decks').count).toBe(1);
    const localities = (await getAs(t.app, `${API}/professional-data/count-by-locality?state=TX`)).json().message.counts;
    const austin = localities.find((l: { locality: string }) => l.locality === 'austin-tx');
    const byLocality = (await getAs(t.app, `${API}/professionals/by-locality/austin-tx`)).json().message;
    expect(byLocality.area).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(austin.count).toBe(byLocality.results.length);
    expect(byLocality.results.some((r: Result) => r.professionalId === a.professionalId)).toBe(true);
  });

  it('answers 404 for an unknown place and 400 without one', async () => {
    expect((await getAs(t.app, `${API}/professionals-near-by?zipCode=00000`)).statusCode).toBe(404);
    expect((await getAs(t.app, `${API}/professionals-near-by`)).statusCode).toBe(400);
    expect((await getAs(t.app, `${API}/professionals/by-locality/nowhere-zz`)).statusCode).toBe(404);
  });

  it('lets one contractor claim a permit company by the emailed link; a second claim is refused', async () => {
    const results: Result[] = (await getAs(t.app, `${API}/professionals-near-by?zipCode=78701`)).json().message.results;
    const company = results.find((r) => !r.claimed && r.recentPermits.count > 0)!;
    const a = await contractorWithProfile(t, 'claim@pro.example.com', '78701');
    const claim = {
      professionalId: company.professionalId,
      companyName: company.companyName,
      email: 'claim@pro.example.com',
      streetAddress: '9 Oak St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    };
    const started = await postJson(t.app, `${API}/professional-claim-profiles`, claim, a.token);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toMatchObject({ status: 'EMAIL_SENT' });
    const [mail] = await t.readMail(`office@${company.kukunUrl}.example.com`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

    const confirmed = await postJson(t.app, `${API}/professional-claim-profiles/confirm`, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message.professionalId).toBe(a.professionalId);
    expect((await postJson(t.app, `${API}/professional-claim-profiles/confirm`, { token })).statusCode).toBe(400);

    // The company's page is now the claimant's profile, with the company's permits in its area.
    const page = await publicProfileOf(t, company.kukunUrl);
    expect(page.professionalId).toBe(a.professionalId);
    expect(page.permits.count).toBeGreaterThan(0);

    const b = await contractorWithProfile(t, 'late@pro.example.com', '78701');
    const second = await postJson(t.app, `${API}/professional-claim-profiles`, { ...claim, email: 'late@pro.example.com' }, b.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 'ALREADY_CLAIMED', message: CONTRACTOR_MESSAGES.alreadyClaimed });
  });

  it('lets a contractor still at the company step take over the claimed company profile itself', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'fresh@pro.example.com', roleId: ROLE_IDS.contractor });
    const company = (await getAs(t.app, `${API}/professionals/by-kukun-url/harbor-pools`)).json().message.professional;
    const claim = {
      professionalId: company.professionalId,
      companyName: 'Harbor Pools LLC',
      email: 'fresh@pro.example.com',
      streetAddress: '5 Bay Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    };
    expect((await postJson(t.app, `${API}/professional-claim-profiles`, claim, token)).statusCode).toBe(200);
    const [mail] = await t.readMail('office@harbor-pools.example.com');
    const confirmToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await postJson(t.app, `${API}/professional-claim-profiles/confirm`, { token: confirmToken })).json().message.kukunUrl).toBe('harbor-pools');
    const own = (await getAs(t.app, `${API}/my-professional`, token)).json().message.professional;
    expect(own).toMatchObject({ professionalId: company.professionalId, companyName: 'Harbor Pools LLC', zipCode: '78704', permitCompany: 'harbor-pools' });
    expect((await publicProfileOf(t, 'harbor-pools')).claimed).toBe(true);
  });

  it('emails a homeowner message to the contractor, lists it on their Leads page only, and stops emailing after unsubscribe', async () => {
    const a = await contractorWithProfile(t, 'leads@pro.example.com');
    const lead = { name: 'Hana Home', email: 'hana@home.example.com', phone: '512 555 0199', zipCode: '78702', message: 'Can you replace my roof this spring?' };
    const sent = await postJson(t.app, `${API}/professionals/${a.professionalId}/leads`, lead);
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.readMail('leads@pro.example.com');
    expect(mail!.text).toContain('Can you replace my roof this spring?');
    expect(mail!.text).toContain('hana@home.example.com');
    const leads = (await getAs(t.app, `${API}/professionals/${a.professionalId}/leads`, a.token)).json().message.leads;
    expect(leads).toEqual([expect.objectContaining({ name: 'Hana Home', zipCode: '78702' })]);

    const link = /(\/api\/professional-email\/unsubscribe\?[^\s]+)/.exec(mail!.text)![1]!;
    expect((await t.app.inject({ method: 'POST', url: link.replace(/token=[^&]+/, 'token=forged') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    t.mailCatcher!.clear();
    expect((await postJson(t.app, `${API}/professionals/${a.professionalId}/leads`, { ...lead, message: 'Second message, no email please.' })).statusCode).toBe(200);
    expect(await t.readMail('leads@pro.example.com')).toEqual([]);
    expect((await getAs(t.app, `${API}/professionals/${a.professionalId}/leads`, a.token)).json().message.leads).toHaveLength(2);
  });

  it('refuses bad messages, messages to unclaimed companies and more than the rate limit', async () => {
    const a = await contractorWithProfile(t, 'limit@pro.example.com');
    const url = `${API}/professionals/${a.professionalId}/leads`;
    const lead = { name: 'Hana', email: 'hana@home.example.com', zipCode: '78702', message: 'Please call me about a deck.' };
    expect((await postJson(t.app, url, { ...lead, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await postJson(t.app, url, { ...lead, zipCode: '7870' })).statusCode).toBe(400);
    expect((await postJson(t.app, url, { ...lead, message: 'hi' })).statusCode).toBe(400);
    const unclaimed = (await getAs(t.app, `${API}/professionals/by-kukun-url/summit-roofing-co`)).json().message.professional;
    const refused = await postJson(t.app, `${API}/professionals/${unclaimed.professionalId}/leads`, lead);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(CONTRACTOR_MESSAGES.unclaimedNoContact);
    expect((await postJson(t.app, `${API}/professionals/999999/leads`, lead)).statusCode).toBe(404);
    // Every attempt above counted against the budget of 5.
    expect((await postJson(t.app, url, lead)).statusCode).toBe(429);
    const homeowner = await signUpAndGetToken(t.app, { email: 'nosy@owner.example.com' });
    expect((await getAs(t.app, `${API}/professionals/${a.professionalId}/leads`, homeowner)).statusCode).toBe(403);
  });
});
