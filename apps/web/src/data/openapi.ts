import useSWR from 'swr';

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  tag: string;
  fields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
};

/** The server's own OpenAPI document, flattened into one row per operation. */
export const useApiOperations = () =>
  useSWR('openapi', async (): Promise<ApiOperation[]> => {
    const response = await fetch(`${import.meta.env.VITE_API_BASE ?? '/api'}/openapi.json`);
    if (!response.ok) throw new Error(`OpenAPI document: ${response.status}`);
    const doc = (await response.json()) as OpenApi;
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
        fields: Object.keys(
          op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      })),
    );
  });
