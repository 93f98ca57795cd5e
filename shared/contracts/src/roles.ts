import { z } from 'zod';
import { modules, permissions, roles } from './access-names';

export const roleSchema = z.enum(roles);
export const permissionSchema = z.enum(permissions);
export const moduleSchema = z.enum(modules);
