import { zodResolver } from '@hookform/resolvers/zod';
import { confirmPasswordSchema, forgotPasswordSchema, loginSchema, registerSchema } from './authSchemas';

/** The auth forms' validators: a chunk of their own, loaded when the modal opens (lazyResolver). */
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const confirmPasswordResolver = zodResolver(confirmPasswordSchema);
