/**
 * Hausa speaks to a man and to a woman in different words ("Gonarka a yau" / "Gonarki a yau"),
 * and to someone whose gender it does not know in the respectful plural ("Gonarku a yau").
 * Those strings carry a typesafe-i18n switch on `gender`
 * (`Gonar{gender|{male:ka,female:ki,*:ku}} a yau`) that no caller names: the translator of a
 * reader fills it in (ADR 0053). English, Yorùbá and Igbo have no such switch; a call with no
 * known gender takes the `*` branch, the plural.
 */

/** The genders a switch names; anything else (unset, unknown) reads the respectful plural. */
export type AddressGender = 'male' | 'female';

const isGender = (value: unknown): value is AddressGender => value === 'male' || value === 'female';

const cache = new WeakMap<object, Partial<Record<AddressGender, object>>>();

/** typesafe-i18n's translator is a Proxy of functions all the way down: sections are callable too. */
const wrap = (target: object, gender: AddressGender): object => {
  const known = cache.get(target)?.[gender];
  if (known) return known;
  const proxy = new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof key === 'symbol' || !value) return value;
      return typeof value === 'function' || typeof value === 'object' ? wrap(value, gender) : value;
    },
    apply(fn, self, [args]: unknown[]) {
      return Reflect.apply(fn as (...a: unknown[]) => unknown, self, [
        args && typeof args === 'object' ? { gender, ...args } : { gender },
      ]);
    },
  });
  cache.set(target, { ...cache.get(target), [gender]: proxy });
  return proxy;
};

/**
 * A translator that speaks to this reader: every string's `gender` switch gets theirs (a
 * `gender` passed to a call still wins). An unknown gender returns the translator as it is.
 */
export const addressed = <T extends object>(t: T, gender: unknown): T =>
  isGender(gender) ? (wrap(t, gender) as T) : t;
