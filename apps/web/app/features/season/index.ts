export { currentSeason, isHexColor, seasonClassName, seasonCss, type Season } from './season';
