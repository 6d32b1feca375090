/** The museum's time zone: "today", seasons, opening hours and every date shown (DESIGN §5). */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';
