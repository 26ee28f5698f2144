import { randomBytes, randomUUID } from 'node:crypto';
import {
  FARMER_IMPORT_COLUMNS,
  FARMER_IMPORT_MAX_ROWS,
  type FarmerImportError,
  type FarmerImportReport,
  INVISIBLE_OR_BIDI,
} from '@kiwo/api-client/schemas';
import { AGE_RANGES, LIVESTOCK_TYPES, NIGERIAN_STATES, normalizeNigerianPhone } from '@kiwo/domain';
import {
  LOCALE_DISPLAY_NAMES,
  LOCALES,
  type UserLanguage,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema';
import { parseCsv } from '../../lib/csv-parse';
import { fieldError } from '../../lib/errors';
import { insertDefaultPen } from '../pens';
import type { UserRow } from '../users';
import type { AuthDeps } from './deps';
import { accountRow } from './new-account';

type Column = (typeof FARMER_IMPORT_COLUMNS)[number];
type Code = FarmerImportError['code'];
type Row = Record<Column, string> & { line: number };
type Deps = Pick<AuthDeps, 'db' | 'passwords' | 'secrets'>;

const REQUIRED: Column[] = ['first_name', 'last_name', 'phone'];
const MESSAGES: Record<Code, string> = {
  missing_column: 'This column is required',
  unknown_column: 'Unknown column',
  too_many_rows: `At most ${FARMER_IMPORT_MAX_ROWS} farmers per file`,
  wrong_cell_count: 'This row has more cells than the header',
  required: 'Required',
  invalid_name: 'At most 50 characters, no invisible characters',
  invalid_phone: 'Not a Nigerian mobile number',
  duplicate_in_file: 'This phone is on an earlier row too',
  phone_taken: 'This phone belongs to an agent or admin account',
  invalid_state: 'Not a Nigerian state',
  invalid_gender: 'Use male or female',
  invalid_age: `Use one of: ${AGE_RANGES.join(', ')}`,
  invalid_livestock: `Use one of: ${LIVESTOCK_TYPES.join(', ')}`,
  invalid_language: 'Use en, ha, yo or ig (or English, Hausa, Yorùbá, Igbo)',
  invalid_count: 'A whole number from 0 to 1,000,000',
  unknown_agent: 'No active agent has this phone',
  no_agent: 'Give agent_phone or choose an agent for the file',
};
const key = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const byKey = <T extends string>(values: readonly T[]) => new Map(values.map((v) => [key(v), v]));
const STATES = byKey(NIGERIAN_STATES);
const LIVESTOCK = byKey(LIVESTOCK_TYPES);
/** A language cell: the code, the profile's value or the language's own name, any case or marks. */
const folded = (v: string) => key(v).normalize('NFD').replace(/\p{M}/gu, '');
const LANGUAGES = new Map<string, UserLanguage>(
  LOCALES.flatMap((l) => {
    const language = userLanguageFromLocale(l);
    return [l, language, LOCALE_DISPLAY_NAMES[l]].map((name) => [folded(name), language] as const);
  }),
);
const GENDER: Record<string, 'male' | 'female'> = {
  male: 'male',
  m: 'male',
  female: 'female',
  f: 'female',
};

interface Valid {
  line: number;
  firstName: string;
  lastName: string;
  phone: string;
  stateOfResidence: (typeof NIGERIAN_STATES)[number] | undefined;
  gender: 'male' | 'female' | undefined;
  age: (typeof AGE_RANGES)[number] | undefined;
  primaryLivestock: (typeof LIVESTOCK_TYPES)[number] | undefined;
  totalLivestockCount: number;
  farmName: string | undefined;
  agentPhone: string | undefined;
  /** Unset: the language of the farmer's agent. */
  language: UserLanguage | undefined;
}

/** Reads the header and rows; file-level problems are errors on row 1. */
function readFile(csv: string) {
  const errors: FarmerImportError[] = [];
  const fail = (row: number, column: string, code: Code) =>
    errors.push({ row, column, code, message: MESSAGES[code] });
  const [header, ...records] = parseCsv(csv);
  if (!header) {
    fail(1, 'first_name', 'missing_column');
    return { rows: [] as Row[], errors };
  }
  const names = header.cells.map(key);
  const known = new Set<string>(FARMER_IMPORT_COLUMNS);
  names.forEach((n, i) => {
    if (!known.has(n)) fail(1, header.cells[i]?.trim() || `#${i + 1}`, 'unknown_column');
  });
  for (const c of REQUIRED) if (!names.includes(c)) fail(1, c, 'missing_column');
  if (records.length > FARMER_IMPORT_MAX_ROWS) fail(1, 'phone', 'too_many_rows');
  if (errors.length > 0) return { rows: [] as Row[], errors };
  const rows = records.map((r) => {
    if (r.cells.length > names.length) fail(r.line, 'phone', 'wrong_cell_count');
    const row = { line: r.line } as Row;
    for (const c of FARMER_IMPORT_COLUMNS) row[c] = (r.cells[names.indexOf(c)] ?? '').trim();
    return row;
  });
  return { rows, errors };
}

function validate(row: Row, fail: (column: Column, code: Code) => void): Valid | null {
  const before = { failed: false };
  const bad = (column: Column, code: Code) => {
    before.failed = true;
    fail(column, code);
  };
  for (const c of ['first_name', 'last_name'] as const) {
    if (!row[c]) bad(c, 'required');
    else if (row[c].length > 50 || INVISIBLE_OR_BIDI.test(row[c])) bad(c, 'invalid_name');
  }
  const phone = row.phone ? normalizeNigerianPhone(row.phone) : null;
  if (!row.phone) bad('phone', 'required');
  else if (!phone) bad('phone', 'invalid_phone');
  const state = row.state ? STATES.get(key(row.state)) : undefined;
  if (row.state && !state) bad('state', 'invalid_state');
  const gender = row.gender ? GENDER[key(row.gender)] : undefined;
  if (row.gender && !gender) bad('gender', 'invalid_gender');
  const age = row.age ? AGE_RANGES.find((a) => a === row.age.replace(/\s+/g, '')) : undefined;
  if (row.age && !age) bad('age', 'invalid_age');
  const livestock = row.livestock ? LIVESTOCK.get(key(row.livestock)) : undefined;
  if (row.livestock && !livestock) bad('livestock', 'invalid_livestock');
  const count = row.animals === '' ? 0 : Number(row.animals.replace(/[\s,]/g, ''));
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) bad('animals', 'invalid_count');
  if (row.farm_name.length > 100 || INVISIBLE_OR_BIDI.test(row.farm_name))
    bad('farm_name', 'invalid_name');
  const agentPhone = row.agent_phone ? normalizeNigerianPhone(row.agent_phone) : undefined;
  if (row.agent_phone && !agentPhone) bad('agent_phone', 'invalid_phone');
  const language = row.language ? LANGUAGES.get(folded(row.language)) : undefined;
  if (row.language && !language) bad('language', 'invalid_language');
  if (before.failed || !phone) return null;
  return {
    line: row.line,
    firstName: row.first_name,
    lastName: row.last_name,
    phone,
    stateOfResidence: state,
    gender,
    age,
    primaryLivestock: livestock,
    totalLivestockCount: count,
    farmName: row.farm_name || undefined,
    agentPhone: agentPhone ?? undefined,
    language,
  };
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

/**
 * Imports farmers from a CSV (ADR 0065). Every row is checked first; errors
 * name the file line, the column and a code the console words in the admin's language. A phone
 * that is already a farmer's is left alone (a re-upload creates nothing twice). `commit` writes
 * the new farmers, their default pens and one audit row each in one transaction, and only when
 * the file has no error: never half a file. Imported farmers get a password nobody knows and must
 * choose one ("forgot password" by SMS, or the USSD menu).
 */
export async function importFarmers(
  deps: Deps,
  admin: UserRow,
  input: { csv: string; commit: boolean; agentId?: string | undefined },
): Promise<FarmerImportReport> {
  const { rows, errors } = readFile(input.csv);
  let fallbackAgent: string | undefined;
  // Each agent's language: a row without one speaks its agent's (the area's) language.
  const agentLanguage = new Map<string, UserLanguage>();
  if (input.agentId) {
    const [agent] = await deps.db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(eq(users.id, input.agentId), eq(users.role, 'agent'), eq(users.status, 'active')));
    if (!agent) throw fieldError('agentId', 'Agent not found');
    fallbackAgent = agent.id;
    agentLanguage.set(agent.id, agent.language);
  }
  const valid: Valid[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const v = validate(row, (column, code) =>
      errors.push({ row: row.line, column, code, message: MESSAGES[code] }),
    );
    if (!v) continue;
    if (seen.has(v.phone)) {
      errors.push({
        row: v.line,
        column: 'phone',
        code: 'duplicate_in_file',
        message: MESSAGES.duplicate_in_file,
      });
      continue;
    }
    seen.add(v.phone);
    valid.push(v);
  }
  // Phones already in use, and the agents named by phone: one query per 500 phones.
  const taken = new Map<string, string>();
  for (const part of chunks([...seen], 500)) {
    const found = await deps.db
      .select({ phone: users.phone, role: users.role })
      .from(users)
      .where(inArray(users.phone, part));
    for (const f of found) taken.set(f.phone, f.role);
  }
  const agentPhones = [...new Set(valid.flatMap((v) => (v.agentPhone ? [v.agentPhone] : [])))];
  const agents = new Map<string, string>();
  for (const part of chunks(agentPhones, 500)) {
    const found = await deps.db
      .select({ id: users.id, phone: users.phone, language: users.language })
      .from(users)
      .where(and(inArray(users.phone, part), eq(users.role, 'agent'), eq(users.status, 'active')));
    for (const f of found) {
      agents.set(f.phone, f.id);
      agentLanguage.set(f.id, f.language);
    }
  }
  const toCreate: (Valid & { agentId: string })[] = [];
  let existing = 0;
  for (const v of valid) {
    const role = taken.get(v.phone);
    if (role === 'farmer') {
      existing++;
      continue;
    }
    if (role) {
      errors.push({
        row: v.line,
        column: 'phone',
        code: 'phone_taken',
        message: MESSAGES.phone_taken,
      });
      continue;
    }
    const agentId = v.agentPhone ? agents.get(v.agentPhone) : fallbackAgent;
    if (!agentId) {
      const code: Code = v.agentPhone ? 'unknown_agent' : 'no_agent';
      errors.push({ row: v.line, column: 'agent_phone', code, message: MESSAGES[code] });
      continue;
    }
    toCreate.push({ ...v, agentId });
  }
  errors.sort((a, b) => a.row - b.row);
  const report = { rows: rows.length, existing, errors };
  if (!input.commit || errors.length > 0 || toCreate.length === 0) {
    return { ...report, committed: false, created: toCreate.length };
  }
  // One hash of a secret thrown away at once: nobody can sign in with a password until the
  // farmer sets one (hashing per row would cost ~2,000 argon2 runs per file).
  const passwordHash = await deps.passwords.hash(randomBytes(24).toString('base64url'));
  const importId = randomUUID();
  const created = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const part of chunks(toCreate, 200)) {
      const inserted = await tx
        .insert(users)
        .values(
          part.map((v) =>
            accountRow(
              {
                firstName: v.firstName,
                lastName: v.lastName,
                phone: v.phone,
                stateOfResidence: v.stateOfResidence,
                gender: v.gender,
                age: v.age,
                primaryLivestock: v.primaryLivestock,
                totalLivestockCount: v.totalLivestockCount,
                farmName: v.farmName,
                language: v.language ?? agentLanguage.get(v.agentId),
              },
              passwordHash,
              deps.secrets,
              { agentId: v.agentId, mustChangePassword: true },
            ),
          ),
        )
        // A farmer created by a concurrent upload of the same file: left as it is.
        .onConflictDoNothing({ target: users.phone })
        .returning();
      for (const farmer of inserted) {
        await insertDefaultPen(tx, farmer, { startingStock: true });
      }
      if (inserted.length > 0) {
        await tx.insert(adminAuditLog).values(
          inserted.map((farmer) => ({
            adminId: admin.id,
            action: 'farmers_imported' as const,
            userId: farmer.id,
            targetId: farmer.agentId,
            details: { import: importId, rows: rows.length },
          })),
        );
      }
      count += inserted.length;
    }
    return count;
  });
  return { ...report, committed: true, created, existing: existing + (toCreate.length - created) };
}
