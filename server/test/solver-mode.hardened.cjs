// Set in every test file of the hardened run, before the helpers read it (test/solver-mode.ts).
process.env.PULP_TEST_MODE = 'hardened';
