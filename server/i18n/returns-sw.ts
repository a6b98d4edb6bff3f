import { MAX_RETURN_PHOTOS, RETURN_MESSAGES as M } from '#core/schemas/returns';

/** The return messages a shopper meets, in Kiswahili (joined into api-messages' table beside it). */
export const RETURN_SW: Record<string, string> = {
  [M.notFound]: 'Ombi la kurudisha halikupatikana',
  [M.notDelivered]: 'Oda hii bado haijakufikia: unaweza kuomba kurudisha ikishafika',
  [M.noWarranty]: 'Moja ya bidhaa ulizochagua haina dhamana',
  [M.warrantyEnded]: 'Dhamana ya moja ya bidhaa ulizochagua imeisha',
  [M.badLine]: 'Chagua bidhaa za oda hii, zisizozidi idadi uliyonunua',
  [M.alreadyOpen]: 'Moja ya bidhaa ulizochagua tayari ina ombi linaloendelea',
  [M.badPhoto]: 'Picha zipakiwe kupitia fomu ya kurudisha',
  'Please say what is wrong (at least 5 characters)': 'Tafadhali eleza tatizo (angalau herufi 5)',
  'Choose at least one item': 'Chagua angalau bidhaa moja',
  [`At most ${MAX_RETURN_PHOTOS} photos`]: `Picha zisizidi ${MAX_RETURN_PHOTOS}`,
  [`At most ${MAX_RETURN_PHOTOS} images`]: `Picha zisizidi ${MAX_RETURN_PHOTOS}`,
  'No images were sent': 'Hakuna picha iliyotumwa',
};

/** Messages with a value in them. */
export const RETURN_SW_PATTERNS: [RegExp, (...m: string[]) => string][] = [
  [
    /^The (\d+)-day return window for this order has closed$/,
    (_, d) => `Muda wa siku ${d} wa kurudisha bidhaa za oda hii umeisha`,
  ],
];
