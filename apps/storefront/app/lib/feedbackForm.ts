import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_TOPICS, type FeedbackTopic } from '@salon/domain';
import { z } from 'zod';

/**
 * The account feedback form's rules: the same limits as the API (packages/domain accountForms);
 * messages are app text keys. A chunk of its own, loaded by lazyResolver of @salon/ui.
 */
const feedbackFormSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS as [FeedbackTopic, ...FeedbackTopic[]]),
  rating: z.string(),
  message: z.string().trim().min(FEEDBACK_MESSAGE_MIN_LENGTH, 'feedbackMessageLength').max(FEEDBACK_MESSAGE_MAX_LENGTH, 'feedbackMessageLength'),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

export const feedbackResolver = zodResolver(feedbackFormSchema);
