/**
 * Before every PWA test file. CI runs the suites beside two API processes and PostgreSQL on two
 * cores, where a screen can take more than Testing Library's default second to show what a test
 * waits for; a slow machine should make a test slower, not make it fail. What is asserted is
 * unchanged.
 */
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5000 })
