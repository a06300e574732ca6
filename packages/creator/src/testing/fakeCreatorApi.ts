import { ApiError } from '@salon/api-client';
import type { CreatorApi, CreatorBlueprint, CreatorComponent, CreatorEndpoint, CreatorPlaceholder, CreatorRoute, CreatorScheme, CreatorShop } from '../api';

/** One call the creator made, as the stories check it. */
interface RecordedCall {
  method: 'create' | 'update' | 'remove' | 'createComponentTree' | 'reorderComponents' | 'cloneScheme';
  endpoint?: CreatorEndpoint;
  id?: string | number;
  body?: unknown;
}

export interface FakeData {
  routes: CreatorRoute[];
  schemes: CreatorScheme[];
  placeholders: CreatorPlaceholder[];
  components: CreatorComponent[];
  blueprints: CreatorBlueprint[];
  shops: CreatorShop[];
}

export interface FakeCreatorApi extends CreatorApi {
  calls: RecordedCall[];
  /** Answers the reads held by `holdLists`. */
  release: () => void;
}

/** A write the fake refuses, as the API would: status, code, message and field errors. */
export interface Refusal {
  method: RecordedCall['method'];
  status?: number;
  message: string;
  errors?: Record<string, string[]>;
}

const rowsOf = (data: FakeData, endpoint: CreatorEndpoint): { uuid?: string; id?: number }[] => data[endpoint] as never;

/**
 * An in-memory administrator API for the creator's stories: it answers from `data`, writes into
 * it, records every write, and refuses the writes it is told to (with the API's error shape).
 * `failLists` makes every read fail, for the load-error states; `holdLists` keeps the reads of
 * those endpoints waiting until `release()` is called, for the loading states.
 */
export function fakeCreatorApi(seed: Partial<FakeData>, options: { refuse?: Refusal[]; failLists?: boolean; holdLists?: readonly CreatorEndpoint[] } = {}): FakeCreatorApi {
  const data: FakeData = structuredClone({ routes: [], schemes: [], placeholders: [], components: [], blueprints: [], shops: [], ...seed });
  const calls: RecordedCall[] = [];
  let made = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const write = async <T>(call: RecordedCall, answer: () => T): Promise<T> => {
    calls.push(call);
    const refusal = options.refuse?.find((candidate) => candidate.method === call.method);
    if (refusal) throw new ApiError(refusal.status ?? 400, { code: 'VALIDATION_ERROR', message: refusal.message, errors: refusal.errors });
    return answer();
  };
  const filtered = <Row>(endpoint: CreatorEndpoint, query: Record<string, unknown> = {}) => {
    if (options.failLists) return Promise.reject(new ApiError(500, { code: 'SERVER_ERROR', message: 'The server failed.' }));
    const rows = rowsOf(data, endpoint).filter((row) =>
      Object.entries(query).every(([key, value]) => !(key in row) || (row as Record<string, unknown>)[key] === value),
    ) as Row[];
    const answer = { count: rows.length, results: rows };
    return options.holdLists?.includes(endpoint) ? held.then(() => answer) : Promise.resolve(answer);
  };
  const find = (endpoint: CreatorEndpoint, id: string | number) => rowsOf(data, endpoint).find((row) => row.uuid === id || row.id === id);
  return {
    calls,
    release: () => release(),
    list: (endpoint, query) => filtered(endpoint, query),
    listAll: (endpoint, query) => filtered(endpoint, query),
    get: async <Row>(endpoint: CreatorEndpoint, id: string | number) => {
      const row = find(endpoint, id);
      if (!row) throw new ApiError(404, { code: 'NOT_FOUND', message: 'Not found.' });
      return row as Row;
    },
    create: <Row>(endpoint: CreatorEndpoint, body: unknown) =>
      write({ method: 'create', endpoint, body }, () => {
        const row = { uuid: `new-${(made += 1)}`, ...(body as object) } as never;
        rowsOf(data, endpoint).push(row);
        return row as Row;
      }),
    update: <Row>(endpoint: CreatorEndpoint, id: string | number, body: unknown) =>
      write({ method: 'update', endpoint, id, body }, () => Object.assign(find(endpoint, id) ?? {}, body) as Row),
    remove: (endpoint, id) =>
      write({ method: 'remove', endpoint, id }, () => {
        const rows = rowsOf(data, endpoint);
        rows.splice(rows.indexOf(find(endpoint, id)!), 1);
        return { deleted: [id] };
      }),
    createComponentTree: (body) => write({ method: 'createComponentTree', body }, () => ({ components: [] })),
    reorderComponents: (body) => write({ method: 'reorderComponents', body }, () => ({ order: body.order })),
    cloneScheme: (uuid, body) => write({ method: 'cloneScheme', id: uuid, body }, () => ({ scheme: { ...data.schemes.find((scheme) => scheme.uuid === uuid)!, ...body, uuid: `clone-${uuid}` } })),
  };
}
