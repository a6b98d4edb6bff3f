/** Spec section 2: the shop's opening hours, exactly as the spec words them. */
export const BUSINESS_HOURS = [
  { id: 'weekdays', days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
  { id: 'saturday', days: 'Saturday', hours: '10:00 AM to 4:00 PM' },
  { id: 'sunday', days: 'Sunday', hours: 'Closed' },
] as const;

/** Where the shop is; the settings hold no street address, so the map opens on the area. */
export const SHOP_AREA = 'Nairobi CBD, Nairobi, Kenya';

export const MAP_HREF = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP_AREA)}`;
