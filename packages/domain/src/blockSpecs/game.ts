import { GAME_DEFAULT_HEIGHT, GAME_DEFAULT_WIDTH } from '../constants/blocks';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const gameSpec = defineBlockSpec({
  name: BLOCK_NAME.GAME,
  fields: { gameId: field.text(), gameIframeURL: field.link({ required: true }), height: field.text(), width: field.text() },
  defaults: { gameId: '', gameIframeURL: '', height: GAME_DEFAULT_HEIGHT, width: GAME_DEFAULT_WIDTH },
});
