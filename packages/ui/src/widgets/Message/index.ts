export { Message, MESSAGE_KINDS, type MessageKind, type MessageProps } from './Message';
