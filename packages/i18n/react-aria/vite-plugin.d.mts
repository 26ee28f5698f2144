export declare const ARIA_STRING_MODULES: Record<string, string>;
export declare function stringsFileFor(id: string): string | undefined;
export declare function addKiwoLocales(code: string, id: string): string | undefined;
export declare function kiwoAriaStrings(): {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
