// Set in every test file of the upgraded run, before the helpers read it (test/solver-mode.ts).
process.env.PULP_TEST_MODE = 'upgraded';
