export { ViewportToggle, CREATOR_VIEWPORT, CREATOR_VIEWPORT_WIDTH, type CreatorViewport, type ViewportToggleProps } from './ViewportToggle';
